import { defineWords } from '@/i18n/define-words'

/** An address card's words (issue 39). The tags are stored in Chinese: each known one is shown in its word. */
export const addressWords = defineWords({
  'zh-Hant-MO': { default: '預設', 'tag.家': '家', 'tag.公司': '公司', 'tag.學校': '學校' },
  en: { default: 'Default', 'tag.家': 'Home', 'tag.公司': 'Work', 'tag.學校': 'School' },
  pt: { default: 'Predefinida', 'tag.家': 'Casa', 'tag.公司': 'Trabalho', 'tag.學校': 'Escola' }
})
