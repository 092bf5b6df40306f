import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'

/** The business lines an order or a merchant belongs to. */
export const VERTICALS = ['takeaway', 'supermarket', 'group', 'spell', 'general'] as const
export type Vertical = (typeof VERTICALS)[number]

/**
 * What an order row records as its vertical: a shop's vertical, or 'member' for a god-member plan (issue 34),
 * which has no shop and is no business line of the app (no tab, no order list).
 */
export type OrderVertical = Vertical | 'member'

export const isVertical = (v: unknown): v is Vertical => (VERTICALS as readonly unknown[]).includes(v)

/** What each vertical is called in the app (tabs, order list filters). */
export const VERTICAL_TEXT: Readonly<Record<Vertical, string>> = {
  takeaway: '外賣',
  supermarket: '超市',
  group: '團購',
  spell: '拼單',
  general: '百貨'
}

// short enough for a fifth of the screen (home's grid), as 超市 is short for 超級市場
const VERTICAL_WORDS: Readonly<Record<Vertical, Phrase>> = {
  takeaway: ['Takeaway', 'Take-away'],
  supermarket: ['Market', 'Mercado'],
  group: ['Group deals', 'Ofertas de grupo'],
  spell: ['Group order', 'Em conjunto'],
  general: ['Shops', 'Lojas']
}

/** VERTICAL_TEXT in the reader's language (the app's entries; the server's texts keep the Chinese). */
export const verticalText = (v: Vertical, locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, VERTICAL_TEXT[v], VERTICAL_WORDS[v])
