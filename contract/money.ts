/**
 * Money: MOP held as integer avos (1 MOP = 100 avos) everywhere; never floats.
 *
 * formatMop: 1250 → 'MOP 12.50'; {symbol: false} → '12.50'; {trimZeros: true}
 * drops trailing zeros of the fraction (1250 → '12.5', 1200 → '12').
 * Negative values put the minus before the symbol: '-MOP 12.50' (the same as
 * Intl.NumberFormat('en', {style: 'currency', currency: 'MOP'})). No thousands
 * separators. Throws RangeError on non-integer or unsafe (> 2^53 - 1) input:
 * a fractional avo is a bug upstream and must not be rounded away silently.
 *
 * avosFromMop: parses decimal text with string arithmetic only; accepts an
 * optional sign, an optional 'MOP' prefix (so it reads what formatMop writes)
 * and at most 2 decimals; throws RangeError otherwise.
 */

export interface FormatMopOptions {
  /** Prefix 'MOP ' (default true). */
  symbol?: boolean
  /** Drop trailing zeros of the fraction, and the dot when nothing is left (default false). */
  trimZeros?: boolean
}

export const AVOS_PER_MOP = 100

function assertAvos(avos: number, what = 'avos'): void {
  if (!Number.isSafeInteger(avos)) {
    throw new RangeError(`${what} must be a safe integer, got ${String(avos)}`)
  }
}

export function formatMop(avos: number, opts: FormatMopOptions = {}): string {
  assertAvos(avos)
  const { symbol = true, trimZeros = false } = opts
  const negative = avos < 0
  const abs = Math.abs(avos)
  const whole = Math.floor(abs / AVOS_PER_MOP)
  const cents = abs % AVOS_PER_MOP
  // trimmed: 12.50 → 12.5, 12.00 → 12 (arithmetic, not a pattern: the server labels every quote with this)
  const fraction = !trimZeros
    ? String(cents).padStart(2, '0')
    : cents === 0
      ? ''
      : cents % 10 === 0
        ? String(cents / 10)
        : String(cents).padStart(2, '0')
  const number = fraction === '' ? String(whole) : `${whole}.${fraction}`
  return `${negative ? '-' : ''}${symbol ? 'MOP ' : ''}${number}`
}

const MOP_TEXT = /^([+-])?\s*(?:MOP\s*)?(\d+)(?:\.(\d{1,2}))?$/i

export function avosFromMop(text: string): number {
  const match = MOP_TEXT.exec(String(text).trim())
  if (!match) throw new RangeError(`not a MOP amount with at most 2 decimals: "${text}"`)
  const [, sign, whole = '0', fraction = ''] = match
  const digits = `${whole}${fraction.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '')
  const avos = Number(digits)
  if (!Number.isSafeInteger(avos)) throw new RangeError(`MOP amount too large: "${text}"`)
  return sign === '-' && avos !== 0 ? -avos : avos
}

export function sumAvos(list: readonly number[]): number {
  let total = 0
  for (const avos of list) {
    assertAvos(avos)
    total += avos
    assertAvos(total, 'sum of avos')
  }
  return total
}
