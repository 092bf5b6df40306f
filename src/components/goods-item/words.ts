import { defineWords } from '@/i18n/define-words'

/** A goods row's words, and the menu's end line (issue 39): they load with the shop pages. */
export const goodsWords = defineWords({
  'zh-Hant-MO': {
    soldOut: '已售罄',
    monthSales: '月售{n}',
    limit: '限購{n}份',
    options: '選規格',
    optionsFor: '{name} 選規格',
    end: '— 已經到底了 —',
    categories: '分類'
  },
  en: {
    soldOut: 'Sold out',
    monthSales: '{n} sold/mo',
    limit: 'Max {n}',
    options: 'Options',
    optionsFor: 'Options for {name}',
    end: '— The end —',
    categories: 'Categories'
  },
  pt: {
    soldOut: 'Esgotado',
    monthSales: '{n} vend./mês',
    limit: 'Máx. {n}',
    options: 'Opções',
    optionsFor: 'Opções de {name}',
    end: '— Fim —',
    categories: 'Categorias'
  }
})
