import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { renderSvg, escapeXml, type SvgKind } from '../src/img/svg.js'

const KINDS: SvgKind[] = ['merchant', 'goods', 'banner', 'avatar', 'poster']
const SIZES: Record<SvgKind, [number, number]> = {
  merchant: [200, 200],
  goods: [300, 300],
  banner: [750, 300],
  avatar: [120, 120],
  poster: [580, 600]
}

/** Minimal XML well-formedness check: balanced tags, quoted attributes, no stray `<` or bare `&`. */
function wellFormed(xml: string): boolean {
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y
  const stack: string[] = []
  let i = 0
  let seenRoot = false
  while (i < xml.length) {
    const lt = xml.indexOf('<', i)
    const text = xml.slice(i, lt === -1 ? xml.length : lt)
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) return false
    if (text.includes('>')) return false
    if (text.trim() !== '' && stack.length === 0) return false
    if (lt === -1) break
    tag.lastIndex = lt
    const m = tag.exec(xml)
    if (!m) return false
    const [, close, name, attrs, selfClose] = m
    if (name === undefined) return false
    if (attrs && /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(attrs)) return false
    if (close) {
      if (stack.pop() !== name) return false
    } else if (!selfClose) {
      if (stack.length === 0 && seenRoot) return false
      stack.push(name)
      seenRoot = true
    } else if (stack.length === 0) return false
    i = tag.lastIndex
  }
  return stack.length === 0 && seenRoot
}

describe('renderSvg', () => {
  it('produces well-formed SVG of the right size for every kind, under 3 KB', () => {
    for (const k of KINDS) {
      const svg = renderSvg(k, '42', '麗記茶餐廳')
      expect(wellFormed(svg)).toBe(true)
      const [w, h] = SIZES[k]
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
      expect(svg).toContain(`width="${w}" height="${h}"`)
      expect(svg).toContain('PingFang TC, Noto Sans CJK TC, sans-serif')
      expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(3072)
    }
  })

  it('is deterministic and varies with id', () => {
    expect(renderSvg('goods', '7', '菠蘿油')).toBe(renderSvg('goods', '7', '菠蘿油'))
    expect(renderSvg('goods', '7', '菠蘿油')).not.toBe(renderSvg('goods', '8', '菠蘿油'))
  })

  it('escapes < & " in the label', () => {
    for (const k of KINDS) {
      const svg = renderSvg(k, 'x', k === 'avatar' ? '<' : '<b>&"\'')
      expect(wellFormed(svg)).toBe(true)
      expect(svg).not.toContain('<b>')
      expect(svg).toContain('&lt;')
      if (k !== 'avatar') {
        expect(svg).toContain('&amp;')
        expect(svg).toContain('&quot;')
      }
    }
    expect(escapeXml('a<b>&"c\'')).toBe('a&lt;b&gt;&amp;&quot;c&apos;')
  })

  it('stays well-formed and small for arbitrary labels and ids', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KINDS),
        fc.string({ maxLength: 40 }),
        fc.string({ unit: 'binary', maxLength: 60 }),
        (k, id, label) => {
          const svg = renderSvg(k, id, label)
          // no lone surrogates survive (they cannot be encoded as UTF-8)
          const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(svg)
          // small: the largest emoji a label can pick (蠔, the oyster) is drawn in about 4.7 KB
          return !lone && wellFormed(svg) && Buffer.byteLength(svg, 'utf8') < 8192
        }
      ),
      { numRuns: 300 }
    )
  })
})
