import { formatMop } from './money'

/**
 * Issue 8 §6, a fee is never a surprise: the one text every screen shows for a delivery fee (list,
 * merchant header, cart bar, checkout). `fee` is the amount the server computed for the current
 * time band and distance (Merchant.deliveryFee, or the quote's deliveryFee); `from` marks a lower
 * bound when the delivery point is not known yet (the spell room before an address is chosen).
 */
export function deliveryFeeText(fee: number, opts: { from?: boolean } = {}): string {
  if (fee <= 0) return '免配送費'
  return `配送費 ${formatMop(fee, { trimZeros: true })}${opts.from ? ' 起' : ''}`
}
