import {
  cartWarningsText,
  invalidText,
  isCartWarning,
  isInvalidKey,
  type CartWarning
} from '@lotus/contract/cart-warnings'
import { activityLabelIn, offerLineIn } from '@lotus/contract/activity-words'
import { couponNameIn } from '@lotus/contract/coupon-names'
import { closedTextIn } from '@lotus/contract/open-hours'
import { spellUserText } from '@lotus/contract/spell'
import { SPELL_STATES, type SpellState } from '@lotus/contract/order-spell'
import type { Locale } from '@lotus/contract/locale'
import {
  feeLabel,
  isOrderMessageKey,
  FIELD_PHRASES,
  isTimelineKey,
  isTimelineNoteKey,
  noteIn,
  ORDER_MESSAGE_WORDS,
  statePhrase,
  TIMELINE_WORDS,
  wordIn,
  type NoteValues,
  type PhraseValues,
  type Words
} from '@lotus/contract/server-words'

const phraseIn = (map: ReadonlyMap<string, Words>, zh: string, locale: Exclude<Locale, 'zh-Hant-MO'>) => {
  const w = map.get(zh)
  return w ? wordIn(w, locale) : zh
}

/**
 * What the server words itself, in the reader's language (issue 39 point 2). Chinese, the default, is always the
 * text as written (byte for byte what it was before); English and Portuguese word a stored phrase's key with its
 * values, or the state phrase's translation. A row stored before keys existed keeps its text.
 */

/** A timeline step's title in `locale`. */
export function timelineTitle(
  title: string,
  key: string | null,
  values: PhraseValues | null,
  locale: Locale
): string {
  if (locale === 'zh-Hant-MO' || !isTimelineKey(key)) return title
  return wordIn(TIMELINE_WORDS[key], locale, values ?? {})
}

/**
 * A timeline step's note in `locale`: Chinese as written; English and Portuguese from its key and values (a note
 * without a key — content, a person's words, a step stored before keys — as written).
 */
export function timelineNote(
  note: string | null,
  key: string | null,
  values: NoteValues | null,
  locale: Locale
): string | null {
  if (note === null || locale === 'zh-Hant-MO' || !isTimelineNoteKey(key)) return note
  return noteIn(key, values ?? {}, locale)
}

/** A message's title and body in `locale`. */
export function messageText(
  m: { title: string; body: string; text_key: string | null; text_values: PhraseValues | null },
  locale: Locale,
  /** a shop's name in `locale` (content names), for the `merchant` and `shop` values */
  name: (zh: string) => string = (zh) => zh
): { title: string; body: string } {
  if (locale === 'zh-Hant-MO' || !isOrderMessageKey(m.text_key)) return { title: m.title, body: m.body }
  const w = ORDER_MESSAGE_WORDS[m.text_key]
  const values = { ...m.text_values }
  for (const k of ['merchant', 'shop']) if (typeof values[k] === 'string') values[k] = name(values[k])
  return { title: wordIn(w.title, locale, values), body: wordIn(w.body, locale, values) }
}

/**
 * The fields that carry a state's phrase (an order's, a code's, a gift's) or a fulfilment kind's; besides them a
 * receipt's `payMethodText`, a kind's `kindText`, a report's `reasonText`, a fee line's `label`, a priced cart's
 * `warnMsg` (from its `warnings`) and a cart line's `invalid` (from its `invalidKey`) are worded.
 */
const STATE_FIELDS = new Set(['statusText', 'stateText', 'fulfilmentText'])

/** Lists of a spell store's activity labels (its tags among them: content words word those). */
const ACTIVITY_LISTS = new Set(['actDescList', 'actTagList'])

/** The fields that may carry a coupon's name (a name of another shape passes as it came). */
const COUPON_NAME_FIELDS = new Set(['name', 'couponName'])

/**
 * A copy of an answer's `data` with its state phrases in `locale` (the original objects may be cached: never
 * changed). Done once on the way out: some fifteen services word a state, customers' and staff's alike.
 */
export function localizeStatePhrases(
  data: unknown,
  locale: Locale,
  /** false for the console's answers: it edits fee-shaped labels, activities and coupon names as written */
  opts: { customer: boolean } = { customer: true }
): unknown {
  if (locale === 'zh-Hant-MO') return data
  return walk(data, locale, opts.customer, 0)
}

const isSpellState = (v: unknown): v is SpellState => (SPELL_STATES as readonly unknown[]).includes(v)

const isWarnings = (v: unknown): v is CartWarning[] => Array.isArray(v) && v.every(isCartWarning)

function walk(
  value: unknown,
  locale: Exclude<Locale, 'zh-Hant-MO'>,
  customer: boolean,
  depth: number
): unknown {
  if (value === null || typeof value !== 'object' || depth > 12) return value
  if (Array.isArray(value)) return value.map((v) => walk(v, locale, customer, depth + 1))
  const proto: unknown = Object.getPrototypeOf(value)
  if (proto !== Object.prototype && proto !== null) return value
  const out: Record<string, unknown> = {}
  const rec = value as Record<string, unknown>
  for (const [k, v] of Object.entries(value)) {
    if (typeof v === 'string' && STATE_FIELDS.has(k)) out[k] = statePhrase(v, locale)
    // a priced cart's warnings (their goods' names already the reader's: content names go first) and a line's reason
    else if (k === 'warnMsg' && typeof v === 'string' && isWarnings(rec.warnings))
      out[k] = cartWarningsText(rec.warnings, locale) ?? v
    else if (k === 'invalid' && typeof v === 'string' && isInvalidKey(rec.invalidKey))
      out[k] = invalidText(rec.invalidKey, locale)
    // a spell's snapshot: who is in it, from its status and members
    else if (k === 'userText' && typeof v === 'string' && Array.isArray(rec.userList)) {
      const status = (rec.spellInfo as { status?: unknown } | undefined)?.status
      out[k] = isSpellState(status) ? spellUserText(status, rec.userList.length, locale) : v
    }
    // a shop's activities (their labels, written in Chinese from their numbers) and the cart banner's offer line
    else if (customer && k === 'activities' && Array.isArray(v))
      out[k] = v.map((a: unknown) => {
        const w = walk(a, locale, customer, depth + 2)
        return w !== null && typeof w === 'object' && typeof (w as { label?: unknown }).label === 'string'
          ? { ...w, label: activityLabelIn((w as { label: string }).label, locale) }
          : w
      })
    else if (customer && ACTIVITY_LISTS.has(k) && Array.isArray(v))
      out[k] = v.map((a: unknown) => (typeof a === 'string' ? activityLabelIn(a, locale) : a))
    else if (customer && k === 'actInfo' && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      const label = (v as { label?: unknown }).label
      out[k] = typeof label === 'string' ? { ...v, label: offerLineIn(label, locale) } : v
    }
    // a coupon's or red envelope's name of the shape Lotus names its own (外賣滿60減10, 通用5元券): no goods or shop
    // is named so, and a coupon travels in many answers (the wallet, checkout, exchanges, the points mall)
    else if (customer && typeof v === 'string' && COUPON_NAME_FIELDS.has(k)) out[k] = couponNameIn(v, locale)
    // a shop's closed text (shop settings), written in Chinese from its schedule
    else if (typeof v === 'string' && k === 'closedText') out[k] = closedTextIn(v, locale)
    else if (typeof v === 'string' && FIELD_PHRASES.has(k))
      out[k] = phraseIn(FIELD_PHRASES.get(k)!, v, locale)
    // a fee line: {label, amount}
    else if (
      customer &&
      typeof v === 'string' &&
      k === 'label' &&
      typeof (value as { amount?: unknown }).amount === 'number'
    )
      out[k] = feeLabel(v, locale)
    else out[k] = walk(v, locale, customer, depth + 1)
  }
  return out
}
