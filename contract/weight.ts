/**
 * Goods sold by weight (issue 11): the price is per 500 g; a portion has an estimated weight and the cart
 * charges the estimate. When the store weighs the goods, the final weight must be within ±10 % of the
 * estimate; the difference is handled by the store's policy, here and nowhere else:
 * - heavier: the store absorbs it (the customer never pays more than the estimate);
 * - lighter: policy 'refund' gives the difference back, policy 'absorb' keeps the price (the store rounds up
 *   the portion instead — the customer is told so when buying).
 */

export const PRICE_UNIT_GRAMS = 500
/** The final weight may differ from the estimate by at most this share. */
export const WEIGHT_TOLERANCE = 0.1

export const WEIGHT_POLICIES = ['refund', 'absorb'] as const
export type WeightPolicy = (typeof WEIGHT_POLICIES)[number]

export const WEIGHT_POLICY_TEXT: Readonly<Record<WeightPolicy, string>> = {
  refund: '實重不足，差價退回',
  absorb: '實重不足由商家補足，不另退款'
}

/** Avos for `grams` at `pricePer500g` avos per 500 g, rounded to the nearest avo. */
export const priceForGrams = (pricePer500g: number, grams: number): number =>
  Math.round((pricePer500g * grams) / PRICE_UNIT_GRAMS)

/** The estimated total of `count` portions of `gramsEach`. */
export function estimate(pricePer500g: number, gramsEach: number, count: number) {
  const grams = gramsEach * count
  return { grams, amount: priceForGrams(pricePer500g, grams) }
}

/** The lightest and heaviest final weight accepted for an estimate (whole grams). */
export function weightRange(estimatedGrams: number): { min: number; max: number } {
  return {
    min: Math.ceil(estimatedGrams * (1 - WEIGHT_TOLERANCE)),
    max: Math.floor(estimatedGrams * (1 + WEIGHT_TOLERANCE))
  }
}

export type WeightSettlement =
  | {
      ok: true
      /** what the goods cost at their final weight */
      finalAmount: number
      /** what goes back to the customer (≥ 0) */
      refund: number
      /** what the store absorbs (≥ 0) */
      absorbed: number
    }
  | { ok: false; message: string }

/**
 * Settles one weighed line: `charged` avos were paid for `estimatedGrams`; the store weighed `finalGrams`.
 */
export function settleWeight(input: {
  pricePer500g: number
  estimatedGrams: number
  finalGrams: number
  charged: number
  policy: WeightPolicy
}): WeightSettlement {
  const { pricePer500g, estimatedGrams, finalGrams, charged, policy } = input
  const { min, max } = weightRange(estimatedGrams)
  if (!Number.isInteger(finalGrams) || finalGrams < min || finalGrams > max) {
    return { ok: false, message: `實重須在 ${min}–${max} 克之間（預估 ${estimatedGrams} 克 ±10%）` }
  }
  const finalAmount = priceForGrams(pricePer500g, finalGrams)
  if (finalAmount >= charged) return { ok: true, finalAmount, refund: 0, absorbed: finalAmount - charged }
  const diff = charged - finalAmount
  return policy === 'refund'
    ? { ok: true, finalAmount, refund: diff, absorbed: 0 }
    : { ok: true, finalAmount, refund: 0, absorbed: 0 }
}

/** "約 600 克" / "約 1.2 公斤" */
export function gramsText(g: number): string {
  return g >= 1000 ? `約 ${Number((g / 1000).toFixed(2))} 公斤` : `約 ${g} 克`
}
