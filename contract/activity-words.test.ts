import { describe, expect, it } from 'vitest'
import { activityLabelIn, offerLineIn } from './activity-words'
import { activityLabel, type ShopActivity } from './shop-admin'

const ACTIVITIES: ShopActivity[] = [
  { type: 'full_reduction', threshold: 6000, reduce: 800 },
  { type: 'full_reduction', threshold: 12050, reduce: 1250 },
  { type: 'discount', rate: 90 },
  { type: 'discount', rate: 88 },
  { type: 'new_user', reduce: 1000 },
  { type: 'delivery_free', threshold: 15000 },
  { type: 'delivery_free', threshold: 0 }
]

describe('shop activities in the reader’s language', () => {
  it('words every label the shop page writes, in English and Portuguese, with its numbers', () => {
    expect(ACTIVITIES.map((a) => activityLabelIn(activityLabel(a), 'en'))).toEqual([
      'Spend 60, save 8',
      'Spend 120.5, save 12.5',
      '10% off everything',
      '12% off everything',
      'New customers save 10',
      'Free delivery over MOP 150',
      'Free delivery'
    ])
    expect(ACTIVITIES.map((a) => activityLabelIn(activityLabel(a), 'pt'))).toEqual([
      'Gaste 60, poupe 8',
      'Gaste 120.5, poupe 12.5',
      '10% de desconto em tudo',
      '12% de desconto em tudo',
      'Novos clientes poupam 10',
      'Entrega grátis acima de MOP 150',
      'Entrega grátis'
    ])
  })

  it('words the labels the seed writes besides those', () => {
    const seed = ['團購低至85折', '指定套餐9折', '平日88折', '滿$300免運費']
    expect(seed.map((l) => activityLabelIn(l, 'en'))).toEqual([
      'Deals up to 15% off',
      '10% off selected combos',
      '12% off on weekdays',
      'Free delivery over MOP 300'
    ])
    expect(seed.map((l) => activityLabelIn(l, 'pt'))).toEqual([
      'Ofertas até 15% de desconto',
      '10% de desconto em combos selecionados',
      '12% de desconto em dias úteis',
      'Entrega grátis acima de MOP 300'
    ])
  })

  it('keeps Chinese, and a label of no known shape, as written', () => {
    for (const a of ACTIVITIES) expect(activityLabelIn(activityLabel(a), 'zh-Hant-MO')).toBe(activityLabel(a))
    expect(activityLabelIn('週三會員日', 'en')).toBe('週三會員日')
    expect(activityLabelIn('滿60減8再送汽水', 'pt')).toBe('滿60減8再送汽水')
  })

  it('words the cart banner’s offer line and keeps its emphasis', () => {
    expect(offerLineIn('再買<em>MOP 12.5</em>減15', 'en')).toBe('Add <em>MOP 12.5</em> more to save 15')
    expect(offerLineIn('已減8，再買<em>MOP 30</em>減20', 'en')).toBe(
      'MOP 8 off · add <em>MOP 30</em> more to save 20'
    )
    expect(offerLineIn('已享滿減，減<em>MOP 20</em>', 'pt')).toBe('Oferta aplicada: menos <em>MOP 20</em>')
    expect(offerLineIn('已享滿減，減<em>MOP 20</em>', 'zh-Hant-MO')).toBe('已享滿減，減<em>MOP 20</em>')
    expect(offerLineIn('', 'en')).toBe('')
  })
})
