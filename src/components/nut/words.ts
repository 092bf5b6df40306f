import { defineWords } from '@/i18n/define-words'

/** NutUI's picker buttons in our three languages (issue 39; NutUI has no Portuguese). */
export const nutWords = defineWords({
  'zh-Hant-MO': { confirm: '確認', cancel: '取消' },
  en: { confirm: 'Confirm', cancel: 'Cancel' },
  pt: { confirm: 'Confirmar', cancel: 'Cancelar' }
})
