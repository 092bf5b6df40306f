import { describe, expect, it } from 'vitest'
import {
  cartWarningsText,
  cartWarningText,
  invalidText,
  isCartWarning,
  lineInvalidText,
  type CartWarning
} from './cart-warnings'
import { spellUserText } from './spell'

const ALL: CartWarning[] = [
  { key: 'specChanged', values: { name: '珍珠奶茶' } },
  { key: 'chooseSpec', values: { name: '珍珠奶茶' } },
  { key: 'offSale', values: { name: '叉燒飯' } },
  { key: 'soldOut', values: { name: '菠蘿包' } },
  { key: 'cap', values: { n: 5 } },
  { key: 'cap', values: { n: 0 } },
  { key: 'priceChanged', values: { name: '叉燒飯', from: 4200, to: 4650 } },
  { key: 'voucherUnusable', values: { kind: 'coupon' } },
  { key: 'voucherUnusable', values: { kind: 'redEnvelope' } },
  { key: 'voucherUnusable', values: { kind: 'freeDelivery' } },
  { key: 'shopClosed', values: {} },
  { key: 'outOfRange', values: { rangeM: 4500 } }
]

describe('a priced cart’s warnings in the reader’s language (issue 39)', () => {
  it('Chinese is the text the calculator always wrote', () => {
    expect(ALL.map((w) => cartWarningText(w))).toEqual([
      '珍珠奶茶 規格已變更',
      '珍珠奶茶 請選擇規格',
      '叉燒飯 已下架',
      '菠蘿包 已售罄',
      '最多購買5件',
      '已售罄',
      '叉燒飯 價格已由 MOP 42.00 改為 MOP 46.50',
      '優惠券不可用',
      '紅包不可用',
      '免配送費券不可用',
      '商家休息中，暫不接單',
      '超出配送範圍（4.5公里）'
    ])
    expect(cartWarningsText(ALL.slice(2, 4), 'zh-Hant-MO')).toBe('叉燒飯 已下架；菠蘿包 已售罄')
  })

  it('English, values filled', () => {
    expect(ALL.map((w) => cartWarningText(w, 'en'))).toEqual([
      '珍珠奶茶: its options have changed',
      '珍珠奶茶: please choose its options',
      '叉燒飯 is no longer sold',
      '菠蘿包 is sold out',
      'You can buy at most 5',
      'Sold out',
      '叉燒飯: the price has changed from MOP 42.00 to MOP 46.50',
      'This coupon cannot be used here',
      'This red envelope cannot be used here',
      'This free-delivery voucher cannot be used here',
      'The shop is closed and not taking orders now',
      'Outside the delivery area (4.5 km)'
    ])
    expect(cartWarningsText(ALL.slice(2, 4), 'en')).toBe('叉燒飯 is no longer sold; 菠蘿包 is sold out')
  })

  it('Portuguese, values filled (a decimal comma in the distance)', () => {
    expect(ALL.map((w) => cartWarningText(w, 'pt'))).toEqual([
      '珍珠奶茶: as opções mudaram',
      '珍珠奶茶: escolha as opções',
      '叉燒飯: já não está à venda',
      '菠蘿包: esgotado',
      'Pode comprar no máximo 5',
      'Esgotado',
      '叉燒飯: o preço mudou de MOP 42.00 para MOP 46.50',
      'Este cupão não pode ser usado aqui',
      'Este envelope vermelho não pode ser usado aqui',
      'Este vale de entrega grátis não pode ser usado aqui',
      'A loja está fechada e não aceita encomendas agora',
      'Fora da área de entrega (4,5 km)'
    ])
  })

  it('no warnings: no text', () => {
    expect(cartWarningsText([], 'en')).toBeNull()
    expect(cartWarningsText([])).toBeNull()
  })

  it('a line’s reason, from its key; one without a key as written', () => {
    expect(invalidText('offSale')).toBe('商品已下架')
    expect(invalidText('soldOut')).toBe('已售罄')
    expect(invalidText('specChanged', 'en')).toBe('Options changed')
    expect(invalidText('chooseSpec', 'pt')).toBe('Escolha as opções')
    expect(invalidText('soldOut', 'pt')).toBe('Esgotado')
    expect(lineInvalidText({ invalid: '商品已下架', invalidKey: 'offSale' }, 'en')).toBe('No longer sold')
    expect(lineInvalidText({ invalid: '已售罄' }, 'en')).toBe('已售罄')
    expect(lineInvalidText({ invalid: null, invalidKey: null }, 'en')).toBeNull()
  })

  it('knows its own warnings off the wire, and nothing else', () => {
    expect(ALL.every(isCartWarning)).toBe(true)
    expect(isCartWarning({ key: 'toString', values: {} })).toBe(false)
    expect(isCartWarning({ key: 'cap' })).toBe(false)
    expect(isCartWarning('最多購買5件')).toBe(false)
  })
})

describe('a spell’s member line in the reader’s language', () => {
  it('keeps the Chinese the server writes', () => {
    expect(spellUserText('open', 3)).toBe('3人正在拼單')
    expect(spellUserText('locked', 2)).toBe('2人正在拼單')
    expect(spellUserText('submitted', 3)).toBe('拼單已下單')
    expect(spellUserText('closed', 1)).toBe('拼單已解散')
  })

  it('English and Portuguese, one member or several', () => {
    expect(spellUserText('open', 3, 'en')).toBe('3 people in this group order')
    expect(spellUserText('open', 1, 'en')).toBe('1 person in this group order')
    expect(spellUserText('submitted', 3, 'en')).toBe('The group order has been placed')
    expect(spellUserText('closed', 3, 'en')).toBe('The group order was closed')
    expect(spellUserText('open', 4, 'pt')).toBe('4 pessoas neste pedido de grupo')
    expect(spellUserText('open', 1, 'pt')).toBe('1 pessoa neste pedido de grupo')
    expect(spellUserText('submitted', 2, 'pt')).toBe('O pedido de grupo foi feito')
    expect(spellUserText('closed', 2, 'pt')).toBe('O pedido de grupo foi encerrado')
  })
})
