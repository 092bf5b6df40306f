import type { CartCalc } from '@lotus/contract/cart'
import type { Db } from '../../db/db.js'
import { calculateCart } from './calculator.js'
import { loadPricing } from './load.js'
import type { QuoteInput } from './snapshot.js'

export type { QuoteInput } from './snapshot.js'

/**
 * Prices a cart at a merchant for a delivery point: load, then calculate. Read-only.
 * A merchant that does not exist → NOT_FOUND. Coupons that do not apply are left out (couponId null).
 */
export async function quoteCart(db: Db, input: QuoteInput): Promise<CartCalc> {
  return calculateCart(await loadPricing(db, input), input)
}
