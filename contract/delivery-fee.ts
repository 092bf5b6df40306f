import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import { formatMop } from './money'

const FREE_DELIVERY: Phrase = ['Free delivery', 'Entrega grátis']
const FEE: Phrase = ['Delivery {fee}', 'Entrega {fee}']
const FEE_FROM: Phrase = ['Delivery from {fee}', 'Entrega desde {fee}']

/**
 * Issue 8 §6, a fee is never a surprise: the one text every screen shows for a delivery fee (list,
 * merchant header, cart bar, checkout). `fee` is the amount the server computed for the current
 * time band and distance (Merchant.deliveryFee, or the quote's deliveryFee); `from` marks a lower
 * bound when the delivery point is not known yet (the spell room before an address is chosen).
 */
export function deliveryFeeText(
  fee: number,
  opts: { from?: boolean } = {},
  locale: Locale = DEFAULT_LOCALE
): string {
  if (fee <= 0) return inLocale(locale, '免配送費', FREE_DELIVERY)
  const mop = formatMop(fee, { trimZeros: true })
  const zh = `配送費 ${mop}${opts.from ? ' 起' : ''}`
  return fillMarks(inLocale(locale, zh, opts.from ? FEE_FROM : FEE), { fee: mop })
}

/** A delivery-fee band of the day: Asia/Macau minutes [startMin, endMin), fees in integer avos. */
export interface FeeBandRule {
  startMin: number
  endMin: number
  baseFee: number
  perKmFee: number
  freeKm: number
}

/** The band covering `minute` (Asia/Macau minute of day); none → the merchant's flat delivery fee applies. */
export function bandAtMinute<B extends Pick<FeeBandRule, 'startMin' | 'endMin'>>(
  bands: readonly B[],
  minute: number
): B | undefined {
  return bands.find((b) => minute >= b.startMin && minute < b.endMin)
}

/** Base fee plus the per-km fee for every started km beyond the free km. Integer avos. */
export function deliveryFeeFor(
  band: Pick<FeeBandRule, 'baseFee' | 'perKmFee' | 'freeKm'>,
  distanceM: number
): number {
  const beyond = Math.max(0, distanceM - band.freeKm * 1000)
  return band.baseFee + band.perKmFee * Math.ceil(beyond / 1000)
}
