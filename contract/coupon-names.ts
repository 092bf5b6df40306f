import { DEFAULT_LOCALE, type Locale, type Phrase } from './locale'

/**
 * The names Lotus gives its own coupons and red envelopes (外賣滿60減10, 超市滿150減20券, 通用5元券, 新人紅包 MOP 5:
 * the welcome set, honey exchange, the points mall, friends' help) in the reader's language (issue 39), worded
 * from the Chinese as written, as activity labels are: a coupon keeps the name it was issued with. A name of
 * another shape (a campaign an operator named) stays as written, as does Chinese.
 */

const NUM = '(\\d+(?:\\.\\d+)?)'

/** What a coupon is for, before its numbers (the same words as the app's 限外賣 / 限超市). */
const SCOPES: Readonly<Record<string, Phrase>> = {
  外賣: ['Takeaway', 'Take-away'],
  超市: ['Supermarket', 'Supermercado'],
  團購: ['Deals', 'Ofertas de grupo'],
  百貨: ['General store', 'Loja geral'],
  全平台: ['All of Lotus', 'Todo o Lotus'],
  通用: ['Any order', 'Qualquer encomenda'],
  生鮮: ['Fresh food', 'Frescos'],
  週末: ['Weekend', 'Fim de semana'],
  新品: ['New products', 'Novidades'],
  無門檻: ['No minimum', 'Sem mínimo']
}
/** A red envelope's kind, before its amount. */
const ENVELOPES: Readonly<Record<string, Phrase>> = {
  新人: ['Welcome red envelope', 'Envelope vermelho de boas-vindas'],
  無門檻: ['Red envelope, no minimum', 'Envelope vermelho sem mínimo'],
  '': ['Red envelope', 'Envelope vermelho']
}
const HELPED: Phrase = ['Friends’ help', 'Ajuda de amigos']

const SCOPE = `(${Object.keys(SCOPES).join('|')})?`
const REDUCTION = new RegExp(`^${SCOPE}滿${NUM}減${NUM}券?$`, 'u')
const CASH = new RegExp(`^${SCOPE}${NUM}元券$`, 'u')
const ENVELOPE = new RegExp(`^(${Object.keys(ENVELOPES).filter(Boolean).join('|')})?紅包 ?MOP ?${NUM}$`, 'u')
const HELP = /^好友助力券 (.+)$/u

/** A coupon's or red envelope's name in `locale` (one of no known shape, as written). */
export function couponNameIn(name: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return name
  const i = locale === 'en' ? 0 : 1
  const scoped = (scope: string | undefined, text: string) =>
    scope ? `${SCOPES[scope]![i]} · ${text}` : text
  let m = REDUCTION.exec(name)
  if (m) return scoped(m[1], i === 0 ? `Spend ${m[2]}, save ${m[3]}` : `Gaste ${m[2]}, poupe ${m[3]}`)
  m = CASH.exec(name)
  if (m) return scoped(m[1], i === 0 ? `MOP ${m[2]} off` : `MOP ${m[2]} de desconto`)
  m = ENVELOPE.exec(name)
  if (m) return `${ENVELOPES[m[1] ?? '']![i]} MOP ${m[2]}`
  m = HELP.exec(name)
  if (m) return `${HELPED[i]} · ${couponNameIn(m[1]!, locale)}`
  return name
}
