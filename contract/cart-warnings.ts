import { COUPON_TYPE_NAMES, type CouponType } from './cart'
import { DEFAULT_LOCALE, fillMarks, inLocale, type Locale, type Phrase } from './locale'
import { formatMop } from './money'
import { capMessage, SOLD_OUT_MESSAGE, soldOutMessage } from './quantity'

/**
 * What a priced cart tells the customer (issue 39), as keys with values: the price calculator records them, and
 * each side words them in its reader's language: the server's answers on the way out (`warnMsg`, a line's
 * `invalid`), the app a spell's snapshot as it arrives over MQTT (one payload for members of every language).
 * The Chinese is the text as it always was (`warnMsg` byte for byte).
 */

/** Why a cart line cannot be bought (`CartItem.invalidKey`; `invalid` is its Chinese). */
export type InvalidKey = 'specChanged' | 'chooseSpec' | 'offSale' | 'soldOut'

const INVALID: Readonly<Record<InvalidKey, readonly [zh: string, words: Phrase]>> = {
  specChanged: ['規格已變更', ['Options changed', 'Opções alteradas']],
  chooseSpec: ['請選擇規格', ['Choose the options', 'Escolha as opções']],
  offSale: ['商品已下架', ['No longer sold', 'Já não está à venda']],
  soldOut: [SOLD_OUT_MESSAGE, ['Sold out', 'Esgotado']]
}

export const isInvalidKey = (k: unknown): k is InvalidKey =>
  typeof k === 'string' && Object.hasOwn(INVALID, k)

/** Why a line cannot be bought, in `locale`. */
export function invalidText(key: InvalidKey, locale: Locale = DEFAULT_LOCALE): string {
  const [zh, words] = INVALID[key]
  return key === 'soldOut' ? soldOutMessage(locale) : inLocale(locale, zh, words)
}

/** A line's reason in `locale`: worded from its key, or as written when it has none. */
export const lineInvalidText = (
  item: { invalid: string | null; invalidKey?: InvalidKey | null },
  locale: Locale = DEFAULT_LOCALE
): string | null => (item.invalidKey ? invalidText(item.invalidKey, locale) : item.invalid)

/** Each warning's values (amounts in avos, the delivery range in metres). */
export interface CartWarningValues {
  /** a line's options are not the goods' any more */
  specChanged: { name: string }
  /** a goods with SKUs or required options, none chosen */
  chooseSpec: { name: string }
  offSale: { name: string }
  soldOut: { name: string }
  /** a count cut to the caps of spec §5 (0: sold out) */
  cap: { n: number }
  /** the shop changed the price since the line went in the cart: the quote charges the new one */
  priceChanged: { name: string; from: number; to: number }
  /** the chosen voucher cannot be used on this cart */
  voucherUnusable: { kind: CouponType }
  shopClosed: Record<string, never>
  outOfRange: { rangeM: number }
}
export type CartWarningKey = keyof CartWarningValues

/** One thing to tell the customer about a priced cart. */
export type CartWarning = { [K in CartWarningKey]: { key: K; values: CartWarningValues[K] } }[CartWarningKey]

/** The phrases with a goods' name: `{name}` and the Chinese as the calculator always wrote it. */
const NAMED: Readonly<Record<'specChanged' | 'chooseSpec' | 'offSale' | 'soldOut', Phrase>> = {
  specChanged: ['{name}: its options have changed', '{name}: as opções mudaram'],
  chooseSpec: ['{name}: please choose its options', '{name}: escolha as opções'],
  offSale: ['{name} is no longer sold', '{name}: já não está à venda'],
  soldOut: ['{name} is sold out', '{name}: esgotado']
}
const NAMED_ZH: Readonly<Record<keyof typeof NAMED, string>> = {
  specChanged: '{name} 規格已變更',
  chooseSpec: '{name} 請選擇規格',
  offSale: '{name} 已下架',
  soldOut: '{name} 已售罄'
}

const PRICE_CHANGED: Phrase = [
  '{name}: the price has changed from {from} to {to}',
  '{name}: o preço mudou de {from} para {to}'
]
const VOUCHER_UNUSABLE: Readonly<Record<CouponType, Phrase>> = {
  coupon: ['This coupon cannot be used here', 'Este cupão não pode ser usado aqui'],
  redEnvelope: ['This red envelope cannot be used here', 'Este envelope vermelho não pode ser usado aqui'],
  freeDelivery: [
    'This free-delivery voucher cannot be used here',
    'Este vale de entrega grátis não pode ser usado aqui'
  ]
}
const SHOP_CLOSED: Phrase = [
  'The shop is closed and not taking orders now',
  'A loja está fechada e não aceita encomendas agora'
]
const OUT_OF_RANGE: Phrase = ['Outside the delivery area ({km} km)', 'Fora da área de entrega ({km} km)']

/** A warning in `locale`. */
export function cartWarningText(w: CartWarning, locale: Locale = DEFAULT_LOCALE): string {
  switch (w.key) {
    case 'specChanged':
    case 'chooseSpec':
    case 'offSale':
    case 'soldOut':
      return fillMarks(inLocale(locale, NAMED_ZH[w.key], NAMED[w.key]), w.values)
    case 'cap':
      return w.values.n === 0 ? soldOutMessage(locale) : capMessage(w.values.n, locale)
    case 'priceChanged': {
      const { name, from, to } = w.values
      return fillMarks(inLocale(locale, '{name} 價格已由 {from} 改為 {to}', PRICE_CHANGED), {
        name,
        from: formatMop(from),
        to: formatMop(to)
      })
    }
    case 'voucherUnusable':
      return inLocale(locale, `${COUPON_TYPE_NAMES[w.values.kind]}不可用`, VOUCHER_UNUSABLE[w.values.kind])
    case 'shopClosed':
      return inLocale(locale, '商家休息中，暫不接單', SHOP_CLOSED)
    case 'outOfRange': {
      const km = (w.values.rangeM / 1000).toFixed(1)
      return fillMarks(inLocale(locale, '超出配送範圍（{km}公里）', OUT_OF_RANGE), {
        km: locale === 'pt' ? km.replace('.', ',') : km
      })
    }
  }
}

/** A cart's warnings as one text in `locale` (Chinese joined with `；`, the others with `; `); null when none. */
export function cartWarningsText(ws: readonly CartWarning[], locale: Locale = DEFAULT_LOCALE): string | null {
  if (ws.length === 0) return null
  return ws.map((w) => cartWarningText(w, locale)).join(locale === 'zh-Hant-MO' ? '；' : '; ')
}

/** Every key (a record, so a new key without an entry does not compile). */
const KEYS: Readonly<Record<CartWarningKey, true>> = {
  specChanged: true,
  chooseSpec: true,
  offSale: true,
  soldOut: true,
  cap: true,
  priceChanged: true,
  voucherUnusable: true,
  shopClosed: true,
  outOfRange: true
}

/** A value read off the wire is a warning this contract words (its key known, its values a record). */
export function isCartWarning(v: unknown): v is CartWarning {
  if (typeof v !== 'object' || v === null) return false
  const { key, values } = v as { key?: unknown; values?: unknown }
  return typeof key === 'string' && Object.hasOwn(KEYS, key) && typeof values === 'object' && values !== null
}
