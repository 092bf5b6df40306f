import { defineWords } from '@/i18n/define-words'

/** The shared hooks' words (menu cart, stored cart, SMS code button): they load with the pages that use them. */
export const hookWords = defineWords({
  'zh-Hant-MO': {
    multiSpecMinus: '多規格商品請在購物車中刪減',
    soldOut: '已售罄',
    clear: '清空',
    clearCart: '清空購物車？',
    resend: '重新發送',
    getCode: '獲取驗證碼'
  },
  en: {
    multiSpecMinus: 'Items with options are removed in the cart',
    soldOut: 'Sold out',
    clear: 'Clear',
    clearCart: 'Clear the cart?',
    resend: 'Resend',
    getCode: 'Get code'
  },
  pt: {
    multiSpecMinus: 'Os artigos com opções retiram-se no carrinho',
    soldOut: 'Esgotado',
    clear: 'Limpar',
    clearCart: 'Limpar o carrinho?',
    resend: 'Reenviar',
    getCode: 'Obter código'
  }
})
