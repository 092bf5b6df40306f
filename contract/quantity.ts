/**
 * Purchase quantity caps (product spec §5, §8, §9).
 *
 * The cap for one order line is the smallest of:
 * - MAX_LINE_QTY (300), message 最多購買300件;
 * - the stock cap: total stock when limitBuy is 0 (no per-user limit) or when
 *   total stock is below limitBuy, otherwise limitBuy; message 最多購買N件.
 * totalStock falls back to stock when it is missing (null/undefined).
 *
 * Decisions (see docs/utils.md):
 * - The wanted quantity is floored; NaN, negative or zero wants give qty 0 and no message.
 * - A stock cap of 0 (sold out) gives qty 0 with the message 已售罄 instead of 最多購買0件.
 * - When the wanted quantity does not exceed the cap, there is no message.
 * - Negative or non-finite stock numbers count as 0; a negative limitBuy counts as 0 (no limit).
 */

import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'

export const MAX_LINE_QTY = 300
export const SOLD_OUT_MESSAGE = '已售罄'
const SOLD_OUT_WORDS: Phrase = ['Sold out', 'Esgotado']
const CAP_WORDS: Phrase = ['You can buy at most {n}', 'Pode comprar no máximo {n}']

/** 已售罄 in the reader's language (the app's toast; the server keeps the Chinese). */
export const soldOutMessage = (locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, SOLD_OUT_MESSAGE, SOLD_OUT_WORDS)

export interface StockInfo {
  stock: number
  totalStock?: number | null
  limitBuy: number
}

export interface CappedQuantity {
  qty: number
  message: string | null
}

export function capMessage(cap: number, locale: Locale = DEFAULT_LOCALE): string {
  return inLocale(locale, `最多購買${cap}件`, CAP_WORDS).replace('{n}', String(cap))
}

function nonNegativeInt(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0
}

/** The stock-side cap (without the 300 line cap). */
export function stockCap(info: StockInfo): number {
  const total = nonNegativeInt(info.totalStock ?? info.stock)
  const limit = nonNegativeInt(info.limitBuy)
  if (limit === 0) return total
  if (total < limit) return total
  return limit
}

/** The effective cap for one order line: min(300, stock cap). */
export function lineCap(info: StockInfo): number {
  return Math.min(MAX_LINE_QTY, stockCap(info))
}

/** `want` within the caps, and what to tell the customer when it was cut (in `locale`; the server's is Chinese). */
export function capQuantity(want: number, info: StockInfo, locale: Locale = DEFAULT_LOCALE): CappedQuantity {
  const wanted = nonNegativeInt(want)
  if (wanted === 0) return { qty: 0, message: null }
  const cap = lineCap(info)
  if (cap === 0) return { qty: 0, message: soldOutMessage(locale) }
  if (wanted > cap) return { qty: cap, message: capMessage(cap, locale) }
  return { qty: wanted, message: null }
}
