import { defineWords } from '@/i18n/define-words'

/** The photo picker's words (issue 39). */
export const photoWords = defineWords({
  'zh-Hant-MO': { remove: '刪除圖片', uploading: '上傳中' },
  en: { remove: 'Remove photo', uploading: 'Uploading' },
  pt: { remove: 'Remover fotografia', uploading: 'A enviar' }
})
