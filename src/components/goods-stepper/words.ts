import { defineWords } from '@/i18n/define-words'

/** The stepper's spoken labels (issue 39). */
export const stepperWords = defineWords({
  'zh-Hant-MO': { less: '減少{name}', more: '增加{name}' },
  en: { less: 'One less {name}', more: 'One more {name}' },
  pt: { less: 'Menos um {name}', more: 'Mais um {name}' }
})
