import { voucherAdjustment, type Promotion } from './promotion.js'

/** 紅包: the chosen (or best) usable red envelope, applied after the coupon. */
export const redEnvelope: Promotion = {
  key: 'red-envelope',
  stage: 'order',
  field: 'redEnvelopeAmount',
  applies: (ctx) => ctx.validCount > 0 && ctx.redEnvelopeId !== null,
  apply: (ctx) =>
    voucherAdjustment(
      ctx.redEnvelopes,
      ctx.redEnvelopeId ?? undefined,
      'redEnvelope',
      (c) => `紅包（${c.name}）`
    )
}
