import { defineWords } from '@/i18n/define-words'

/** The cart bar's and its list's words (issue 39): they load with the shop pages that show them. */
export const cartWords = defineWords({
  'zh-Hant-MO': {
    checkout: '去結算',
    closed: '休息中',
    minOrder: '{price}起送',
    gap: '差{price}起送',
    cart: '購物車',
    none: '未選購商品',
    chosen: '已選商品',
    clear: '清空',
    packFee: '包裝費'
  },
  en: {
    checkout: 'Check out',
    closed: 'Closed',
    minOrder: 'Min {price}',
    gap: '{price} to min',
    cart: 'Cart',
    none: 'Cart is empty',
    chosen: 'In your cart',
    clear: 'Clear',
    packFee: 'Packaging'
  },
  pt: {
    checkout: 'Pagar',
    closed: 'Fechado',
    minOrder: 'Mín. {price}',
    gap: 'Faltam {price}',
    cart: 'Carrinho',
    none: 'Carrinho vazio',
    chosen: 'No carrinho',
    clear: 'Limpar',
    packFee: 'Embalagem'
  }
})
