import { describe, expect, it } from 'vitest'
import { HELP_COUPON, HONEY_EXCHANGE_ITEMS } from './account-money'
import { couponNameIn } from './coupon-names'

describe('coupon names in the reader’s language', () => {
  it('words the names Lotus gives its coupons, with their numbers', () => {
    const names = [
      '外賣滿60減10',
      '外賣滿40減2券',
      '超市滿150減20券',
      '滿50減5',
      '通用5元券',
      '無門檻3元券',
      '新人紅包 MOP 5',
      '無門檻紅包 MOP 10',
      '好友助力券 外賣滿50減8'
    ]
    expect(names.map((n) => couponNameIn(n, 'en'))).toEqual([
      'Takeaway · Spend 60, save 10',
      'Takeaway · Spend 40, save 2',
      'Supermarket · Spend 150, save 20',
      'Spend 50, save 5',
      'Any order · MOP 5 off',
      'No minimum · MOP 3 off',
      'Welcome red envelope MOP 5',
      'Red envelope, no minimum MOP 10',
      'Friends’ help · Takeaway · Spend 50, save 8'
    ])
    expect(names.map((n) => couponNameIn(n, 'pt'))).toEqual([
      'Take-away · Gaste 60, poupe 10',
      'Take-away · Gaste 40, poupe 2',
      'Supermercado · Gaste 150, poupe 20',
      'Gaste 50, poupe 5',
      'Qualquer encomenda · MOP 5 de desconto',
      'Sem mínimo · MOP 3 de desconto',
      'Envelope vermelho de boas-vindas MOP 5',
      'Envelope vermelho sem mínimo MOP 10',
      'Ajuda de amigos · Take-away · Gaste 50, poupe 8'
    ])
  })

  it('every honey exchange item and the friends’ help coupon has words, without Chinese', () => {
    for (const n of [...HONEY_EXCHANGE_ITEMS.map((i) => i.name), HELP_COUPON.coupon.name])
      for (const l of ['en', 'pt'] as const) expect(couponNameIn(n, l)).not.toMatch(/[\u3400-\u9fff]/u)
  })

  it('keeps Chinese, and a name an operator gave a campaign, as written', () => {
    expect(couponNameIn('外賣滿60減10', 'zh-Hant-MO')).toBe('外賣滿60減10')
    expect(couponNameIn('聖誕狂歡券', 'en')).toBe('聖誕狂歡券')
    expect(couponNameIn('Lotus 週年', 'pt')).toBe('Lotus 週年')
  })
})
