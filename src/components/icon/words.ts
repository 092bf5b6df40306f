import { defineWords } from '@/i18n/define-words'

/** The rating picture's spoken name (issue 39). */
export const iconWords = defineWords({
  'zh-Hant-MO': { stars: '{n}星' },
  en: { stars: '{n} stars' },
  pt: { stars: '{n} estrelas' }
})
