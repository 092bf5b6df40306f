import { describe, expect, it } from 'vitest'
import { freeDelivery } from './free-delivery.js'
import { promotionContext } from './test-context.js'

const offer = { type: 'delivery_free', label: '滿80免配送費', threshold: 8000 }
const at = (goodsAmount: number) =>
  promotionContext({ activities: [offer], goodsAmount, deliveryFee: 1400, left: goodsAmount + 1400 })

describe('free delivery', () => {
  it('waives the whole delivery fee once the threshold is exactly met', () => {
    expect(freeDelivery.applies(at(7999))).toBe(false)
    expect(freeDelivery.applies(at(8000))).toBe(true)
    const adj = freeDelivery.apply(at(8000))
    expect(adj.amount).toBe(1400)
    expect(adj.label(1400)).toBe('配送費（滿80免配送費）')
  })

  it('never applies to an empty cart, even without a threshold', () => {
    const ctx = promotionContext({ activities: [{ ...offer, threshold: 0 }], goodsAmount: 0, validCount: 0 })
    expect(freeDelivery.applies(ctx)).toBe(false)
  })
})
