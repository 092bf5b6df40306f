import { describe, expect, it } from 'vitest'
import { memberFreeDelivery } from './member-free-delivery.js'
import { promotionContext, voucher } from './test-context.js'

const v = (id: number, amount: number) => voucher(id, amount, 'freeDelivery')

describe('member free-delivery voucher', () => {
  it('takes the best voucher off the delivery fee when none is chosen', () => {
    const ctx = promotionContext({ deliveryFee: 1200, freeDeliveryVouchers: [v(7, 2000), v(8, 500)] })
    expect(memberFreeDelivery.applies(ctx)).toBe(true)
    const adj = memberFreeDelivery.apply(ctx)
    expect(adj).toMatchObject({ amount: 2000, voucherId: 7 })
    // the calculator limits it to the fee: the whole fee is waived
    expect(adj.label(1200)).toBe('配送費（免配送費券）')
  })

  it('uses the chosen voucher, and says when the chosen one is not usable', () => {
    const list = [v(7, 2000), v(8, 500)]
    const chosen = memberFreeDelivery.apply(
      promotionContext({ deliveryFee: 1200, freeDeliveryVouchers: list, freeDeliveryId: 8 })
    )
    expect(chosen).toMatchObject({ amount: 500, voucherId: 8 })
    expect(chosen.label(500)).toBe('配送費（免配送費券減 5）')
    const gone = memberFreeDelivery.apply(
      promotionContext({ deliveryFee: 1200, freeDeliveryVouchers: list, freeDeliveryId: 9 })
    )
    expect(gone.amount).toBe(0)
    expect(gone.voucherId).toBeUndefined()
    expect(gone.warn).toEqual({ key: 'voucherUnusable', values: { kind: 'freeDelivery' } })
  })

  it('does not apply without a delivery fee, when declined, or on an empty cart', () => {
    const list = [v(7, 2000)]
    expect(memberFreeDelivery.applies(promotionContext({ deliveryFee: 0, freeDeliveryVouchers: list }))).toBe(
      false
    )
    expect(
      memberFreeDelivery.applies(
        promotionContext({ deliveryFee: 900, freeDeliveryVouchers: list, freeDeliveryId: null })
      )
    ).toBe(false)
    expect(
      memberFreeDelivery.applies(
        promotionContext({ deliveryFee: 900, freeDeliveryVouchers: list, validCount: 0 })
      )
    ).toBe(false)
  })

  it('stays out of the way of a user without vouchers', () => {
    expect(memberFreeDelivery.applies(promotionContext({ deliveryFee: 900 }))).toBe(false)
    const asked = promotionContext({ deliveryFee: 900, freeDeliveryId: 3 })
    expect(memberFreeDelivery.applies(asked)).toBe(true)
    expect(memberFreeDelivery.apply(asked)).toMatchObject({
      amount: 0,
      warn: { key: 'voucherUnusable', values: { kind: 'freeDelivery' } }
    })
  })
})
