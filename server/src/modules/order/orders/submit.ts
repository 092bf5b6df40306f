import { toSeconds } from '../../../clock.js'
import type { Db } from '../../../db/db.js'
import { placedUnder, placeOrder, type PlacedOrder } from '../place-order.js'
import { priceCart } from './price-cart.js'
import {
  customer,
  requestHash,
  TAKEAWAY,
  type OrderContext,
  type OrderKind,
  type SubmitInput,
  type SubmitResult
} from './shared.js'

/** Places an order for the cart (stored or given) through the order module's one insert. */
export async function place(
  ctx: OrderContext,
  t: Db,
  userId: number,
  input: SubmitInput,
  kind: OrderKind,
  hash: string
): Promise<SubmitResult> {
  const placed = await placeOrder(
    t,
    {
      userId,
      clientKey: input.clientKey,
      requestHash: hash,
      actor: customer(userId),
      price: (tx, now) => priceCart(ctx, tx, userId, input, kind, now)
    },
    ctx.clock.now()
  )
  return submitted(placed)
}

export const submitted = (p: PlacedOrder): SubmitResult => ({
  orderId: p.orderId,
  orderNo: p.orderNo,
  payDeadline: toSeconds(p.payDeadline),
  total: p.total
})

/**
 * Places the order for the stored cart, idempotent per (user, clientKey): a retry with the same body gets
 * the same order; a different body is IDEMPOTENCY_CONFLICT. One transaction: quote, stock, coupons, cart.
 */
export const submit =
  (ctx: OrderContext) =>
  async (userId: number, input: SubmitInput): Promise<SubmitResult> => {
    const hash = requestHash(input)
    try {
      return await ctx.db.tx((t) => place(ctx, t, userId, input, TAKEAWAY, hash))
    } catch (err) {
      if ((err as { code?: unknown }).code === '23505') {
        const known = await placedUnder(ctx.db, userId, input.clientKey, hash)
        if (known) return submitted(known)
      }
      throw err
    }
  }

/**
 * Places an order for given lines inside the caller's transaction (a spell checkout), idempotent per
 * (user, clientKey) like `submit`. The user's stored cart is neither read nor cleared.
 */
export const placeIn =
  (ctx: OrderContext) =>
  async (t: Db, userId: number, input: SubmitInput, kind: OrderKind): Promise<SubmitResult> =>
    place(ctx, t, userId, input, kind, requestHash(input))
