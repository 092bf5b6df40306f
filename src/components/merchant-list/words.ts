import { defineWords } from '@/i18n/define-words'

/** A vertical's home header (issue 39): it loads with the vertical's subpackage, not in h5's first load. */
export const verticalWords = defineWords({
  'zh-Hant-MO': { deliverTo: '送至', byDistance: '按距離' },
  en: { deliverTo: 'To', byDistance: 'By distance' },
  pt: { deliverTo: 'Para', byDistance: 'Por distância' }
})
