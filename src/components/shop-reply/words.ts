import { defineWords } from '@/i18n/define-words'

/** The shop's reply under a review (issue 39). */
export const replyWords = defineWords({
  'zh-Hant-MO': { who: '商家回覆：' },
  en: { who: 'Shop reply: ' },
  pt: { who: 'Resposta da loja: ' }
})
