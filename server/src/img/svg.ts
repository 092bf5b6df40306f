import { emojiBody, emojiNameFor } from './emoji.js'
/**
 * Deterministic placeholder artwork served at /api/img/<kind>/<id>.svg.
 * Flat gradient + simple vector glyph + label, no external assets, < 3 KB.
 */
export type SvgKind = 'merchant' | 'goods' | 'banner' | 'avatar' | 'poster'

const SIZES: Record<SvgKind, readonly [number, number]> = {
  merchant: [200, 200],
  goods: [300, 300],
  banner: [750, 300],
  avatar: [120, 120],
  // the home popup ad (shown at 290×300): portrait, the whole name wrapped, never a cropped banner
  poster: [580, 600]
}

/** Up to `lines` lines of `per` code points; the last one ends with … only if the text is longer. */
function wrap(s: string, per: number, lines: number): string[] {
  const cps = Array.from(s.trim())
  const out: string[] = []
  for (let i = 0; i < cps.length && out.length < lines; i += per) out.push(cps.slice(i, i + per).join(''))
  if (cps.length > per * lines) out[lines - 1] = clip(out[lines - 1] ?? '', per)
  return out
}

const FONT = 'PingFang TC, Noto Sans CJK TC, sans-serif'

function hash(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Escape text for XML content and attribute values; also drops characters XML 1.0 forbids. */
export function escapeXml(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

/** Truncate by code points (keeps surrogate pairs intact). */
function clip(s: string, max: number): string {
  const cps = Array.from(s.trim())
  return cps.length > max ? cps.slice(0, max - 1).join('') + '…' : cps.join('')
}

const r2 = (n: number): number => Math.round(n * 100) / 100

function hsl(h: number, s: number, l: number): string {
  return `hsl(${h % 360},${s}%,${l}%)`
}

/** The former generic glyphs (kept for reference; pictures now come from Fluent Emoji Flat). */
export const GLYPHS: readonly string[] = [
  // bowl
  '<path d="M15 45h70a35 35 0 0 1-70 0z"/><rect x="30" y="82" width="40" height="6" rx="3"/><path d="M40 20q5 8 0 16M52 16q5 8 0 16M64 20q5 8 0 16" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/>',
  // cup
  '<path d="M25 25h50l-6 65H31z"/><rect x="20" y="18" width="60" height="9" rx="4"/><rect x="55" y="2" width="6" height="22" rx="3"/>',
  // bag
  '<rect x="18" y="35" width="64" height="55" rx="8"/><path d="M35 40V28a15 15 0 0 1 30 0v12" fill="none" stroke="#fff" stroke-width="6"/>',
  // star
  '<path d="M50 8l12 27 29 3-22 19 7 29-26-15-26 15 7-29L9 38l29-3z"/>',
  // leaf
  '<path d="M20 85C15 40 45 12 88 12c0 43-28 73-68 73z"/><path d="M25 80L70 30" stroke="#fff" stroke-width="4" opacity=".6"/>',
  // house / shop
  '<path d="M10 45L50 12l40 33v45H10z"/><rect x="38" y="60" width="24" height="30" fill-opacity=".5"/>'
]

/**
 * The Fluent Emoji picture comes from the rule matching the label, else the `hints` in turn (a goods' category
 * then its shop's; a merchant's category and tags); the label is drawn under it. Avatars keep their initial.
 */
export function renderSvg(kind: SvgKind, id: string, label: string, hints: readonly string[] = []): string {
  const [w, h] = SIZES[kind] ?? SIZES.goods
  const hv = hash(`${kind}:${id}`)
  const hue = hv % 360
  const hue2 = (hue + 30 + ((hv >>> 9) % 50)) % 360
  const c1 = hsl(hue, 70, 58)
  const c2 = hsl(hue2, 75, 42)
  const emoji = emojiBody(emojiNameFor(label, ...hints))
  // Drawn in the 100×100 glyph box: the 32×32 emoji scaled up, over a soft white disc.
  const glyph = `<circle cx="50" cy="50" r="50" fill="#fff" fill-opacity=".35"/><g transform="translate(10 10) scale(2.5)" fill-opacity="1">${emoji}</g>`
  const gid = `g${hv.toString(36)}`
  const font = `font-family="${FONT}" fill="#fff" text-anchor="middle"`
  let body: string
  if (kind === 'avatar') {
    // Initial(s) in a circle.
    const initial = escapeXml(Array.from(label.trim())[0] ?? '?')
    body = `<circle cx="60" cy="60" r="60" fill="url(#${gid})"/><text x="60" y="76" ${font} font-size="46" font-weight="700">${initial}</text>`
  } else if (kind === 'poster') {
    const lines = wrap(label, 9, 3)
    body =
      `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
      `<circle cx="520" cy="60" r="160" fill="#fff" fill-opacity=".08"/>` +
      `<g transform="translate(190 50) scale(2)" fill="#fff" fill-opacity=".9">${glyph}</g>` +
      lines
        .map(
          (l, i) =>
            `<text x="${w / 2}" y="${330 + i * 68}" ${font} font-size="52" font-weight="700">${escapeXml(l)}</text>`
        )
        .join('')
  } else if (kind === 'banner') {
    const text = escapeXml(clip(label, 11))
    body =
      `<rect width="${w}" height="${h}" fill="url(#${gid})"/>` +
      `<circle cx="660" cy="40" r="140" fill="#fff" fill-opacity=".08"/><circle cx="90" cy="300" r="120" fill="#fff" fill-opacity=".08"/>` +
      `<g transform="translate(560 80) scale(1.4)" fill="#fff" fill-opacity=".85">${glyph}</g>` +
      `<text x="40" y="165" font-family="${FONT}" fill="#fff" font-size="44" font-weight="700">${text}</text>` +
      `<rect x="40" y="200" width="120" height="8" rx="4" fill="#fff" fill-opacity=".7"/>`
  } else {
    const text = escapeXml(clip(label, kind === 'goods' ? 10 : 8))
    const scale = w / 200
    const fs = Math.round((kind === 'goods' ? 24 : 20) * scale * (kind === 'goods' ? 0.75 : 1))
    body =
      `<rect width="${w}" height="${h}" rx="${Math.round(16 * scale)}" fill="url(#${gid})"/>` +
      `<g transform="translate(${r2(w / 2 - 40 * scale)} ${r2(30 * scale)}) scale(${r2(0.8 * scale)})" fill="#fff" fill-opacity=".9">${glyph}</g>` +
      `<text x="${w / 2}" y="${Math.round(h * 0.83)}" ${font} font-size="${fs}" font-weight="600">${text}</text>`
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>` +
    body +
    `</svg>`
  )
}
