/**
 * How an order is fulfilled, declared once. Every order records its true vertical
 * (`verticals.ts`) and one of these; each kind has a state machine (`order-machines.ts`).
 */
export const FULFILMENTS = [
  /** A rider brings it to the address. */
  'delivery',
  /** Self-pickup at the merchant with a pickup code. */
  'pickup',
  /** Shipped by courier. */
  'express',
  /** A code redeemed at the merchant. */
  'voucher',
  /** Seats at a showtime. */
  'ticket',
  /** A table at a slot. */
  'reservation',
  /** Paid in points, cash optional. */
  'points',
  /** A god-member plan (issue 34): no shop; paid at the cashier, granted by its paid hook. */
  'membership'
] as const
export type Fulfilment = (typeof FULFILMENTS)[number]

export const isFulfilment = (v: unknown): v is Fulfilment => (FULFILMENTS as readonly unknown[]).includes(v)

export const FULFILMENT_TEXT: Readonly<Record<Fulfilment, string>> = {
  delivery: '外送',
  pickup: '到店自取',
  express: '快遞',
  voucher: '到店核銷',
  ticket: '電影票',
  reservation: '訂座',
  points: '積分兌換',
  membership: '神會員'
}
