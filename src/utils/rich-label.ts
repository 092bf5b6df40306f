/**
 * Cart activity labels carry emphasis as `<em>…</em>` (e.g. "再買<em>MOP 12</em>減15"); spec §5 restyles
 * it orange. We never render the label as HTML: it is split into plain text segments instead.
 * Other tags are stripped, entities &lt; &gt; &amp; &quot; &#39; decoded, an unclosed <em> runs to the end,
 * and adjacent segments of the same kind are merged; empty segments are dropped.
 */
export interface LabelSegment {
  text: string
  em: boolean
}

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'"
}
const decode = (s: string): string => s.replace(/&(lt|gt|amp|quot|#39);/g, (m) => ENTITIES[m] ?? m)

export function parseRichLabel(label: string | null | undefined): LabelSegment[] {
  const out: LabelSegment[] = []
  const push = (raw: string, em: boolean) => {
    const text = decode(raw.replace(/<[^>]*>/g, ''))
    if (!text) return
    const last = out[out.length - 1]
    if (last && last.em === em) last.text += text
    else out.push({ text, em })
  }
  const src = label ?? ''
  const re = /<em(?:\s[^>]*)?>([\s\S]*?)(?:<\/em\s*>|$)/gi
  let at = 0
  for (let m = re.exec(src); m; m = re.exec(src)) {
    push(src.slice(at, m.index), false)
    push(m[1] ?? '', true)
    at = m.index + m[0].length
    if (m[0].length === 0) re.lastIndex++
  }
  push(src.slice(at), false)
  return out
}

/** The label as plain text (for accessibility labels and toasts). */
export const plainLabel = (label: string | null | undefined): string =>
  parseRichLabel(label)
    .map((s) => s.text)
    .join('')
