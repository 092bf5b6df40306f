import { describe, expect, it } from 'vitest'
import { shopDiscount } from './shop-discount.js'
import { promotionContext } from './test-context.js'

describe('shop discount (issue 37)', () => {
  it('takes the rate off the goods amount under its label', () => {
    const ctx = promotionContext({ activities: [{ type: 'discount', label: '全單88折', rate: 88 }] })
    expect(shopDiscount.applies(ctx)).toBe(true)
    const adj = shopDiscount.apply(ctx)
    expect(adj.amount).toBe(1_200)
    expect(adj.label(1_200)).toBe('全單88折')
  })

  it('rounds the avos taken off down', () => {
    const ctx = promotionContext({
      goodsAmount: 999,
      activities: [{ type: 'discount', label: '9折', rate: 90 }]
    })
    expect(shopDiscount.apply(ctx).amount).toBe(99)
  })

  it('prices nothing for a label-only discount or an empty cart', () => {
    expect(
      shopDiscount.applies(promotionContext({ activities: [{ type: 'discount', label: '團購低至85折' }] }))
    ).toBe(false)
    expect(
      shopDiscount.applies(
        promotionContext({ goodsAmount: 0, activities: [{ type: 'discount', label: '9折', rate: 90 }] })
      )
    ).toBe(false)
  })
})
