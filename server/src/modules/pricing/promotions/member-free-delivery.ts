import { mopLabel, voucherAdjustment, type Promotion } from './promotion.js'

/**
 * 免配送費券 (a god member's monthly vouchers, issue 12): the chosen (or best) voucher takes the delivery fee off,
 * up to its amount. A delivery promotion, so it touches only the delivery line and never goes below 0; it runs
 * after the merchant's own free delivery, so a voucher is not spent on a fee that is already 0 (nor on pickup,
 * which has no delivery stage).
 */
export const memberFreeDelivery: Promotion = {
  key: 'member-free-delivery',
  stage: 'delivery',
  applies: (ctx) =>
    ctx.validCount > 0 &&
    ctx.deliveryFee > 0 &&
    ctx.freeDeliveryId !== null &&
    // none held and none asked for: nothing to say
    ((ctx.freeDeliveryVouchers?.length ?? 0) > 0 || ctx.freeDeliveryId !== undefined),
  apply: (ctx) => {
    const adj = voucherAdjustment(
      ctx.freeDeliveryVouchers ?? [],
      ctx.freeDeliveryId ?? undefined,
      'freeDelivery',
      () => ''
    )
    return {
      ...adj,
      label: (taken) =>
        taken >= ctx.deliveryFee ? '配送費（免配送費券）' : `配送費（免配送費券減 ${mopLabel(taken)}）`
    }
  }
}
