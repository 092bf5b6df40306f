import { describe, expect, it } from 'vitest'
import { redEnvelope } from './red-envelope.js'
import { promotionContext, voucher } from './test-context.js'

const envelopes = [voucher(5, 500, 'redEnvelope'), voucher(2, 300, 'redEnvelope')]

describe('red envelope', () => {
  it('takes the best usable red envelope when none was chosen, not a coupon', () => {
    const ctx = promotionContext({ redEnvelopes: envelopes, coupons: [voucher(9, 5000)] })
    const adj = redEnvelope.apply(ctx)
    expect(adj).toMatchObject({ amount: 500, voucherId: 5 })
    expect(adj.label(500)).toBe('紅包（券5）')
  })

  it('takes the chosen one', () => {
    expect(redEnvelope.apply(promotionContext({ redEnvelopes: envelopes, redEnvelopeId: 2 }))).toMatchObject({
      amount: 300,
      voucherId: 2
    })
  })

  it('warns when the chosen red envelope is not usable here', () => {
    const adj = redEnvelope.apply(promotionContext({ redEnvelopes: envelopes, redEnvelopeId: 1 }))
    expect(adj).toMatchObject({
      amount: 0,
      warn: { key: 'voucherUnusable', values: { kind: 'redEnvelope' } }
    })
  })

  it('does not apply when the user chose none or the cart has nothing to buy', () => {
    expect(redEnvelope.applies(promotionContext({ redEnvelopes: envelopes, redEnvelopeId: null }))).toBe(
      false
    )
    expect(redEnvelope.applies(promotionContext({ redEnvelopes: envelopes, validCount: 0 }))).toBe(false)
  })
})
