import { defineWords } from '@/i18n/define-words'

/** The spec popup's words (issue 39): they load with the shop pages that open it. */
export const specWords = defineWords({
  'zh-Hant-MO': {
    label: '{name} 選規格',
    chosen: '已選：{list}',
    spec: '規格',
    soldOutMark: '售罄',
    chooseSpec: '請選擇規格',
    choose: '請選擇{name}',
    required: '（必選）',
    multi: '（可多選）',
    quantity: '數量',
    soldOut: '已售罄',
    add: '加入購物車'
  },
  en: {
    label: 'Options for {name}',
    chosen: 'Chosen: {list}',
    spec: 'Options',
    soldOutMark: 'sold out',
    chooseSpec: 'Please choose an option',
    choose: 'Please choose {name}',
    required: '(required)',
    multi: '(any number)',
    quantity: 'Quantity',
    soldOut: 'Sold out',
    add: 'Add to cart'
  },
  pt: {
    label: 'Opções de {name}',
    chosen: 'Escolhido: {list}',
    spec: 'Opções',
    soldOutMark: 'esgotado',
    chooseSpec: 'Escolha uma opção',
    choose: 'Escolha {name}',
    required: '(obrigatório)',
    multi: '(vários)',
    quantity: 'Quantidade',
    soldOut: 'Esgotado',
    add: 'Adicionar ao carrinho'
  }
})
