import { DEFAULT_LOCALE, type Locale, type Phrase } from './locale'

/**
 * A goods' size as a shop writes it (10隻, 6罐, 500g, 家庭裝: a supermarket SKU's `spec`, and the name of a goods of
 * one size, 新鮮雞蛋（10隻）) in the reader's language (issue 39). Metric sizes read the same everywhere; counts take
 * their unit's word; a size of another shape stays as written, as does Chinese.
 */

/** A counted unit: [one, many] in English, and in Portuguese. */
const UNITS: Readonly<
  Record<string, readonly [en: readonly [string, string], pt: readonly [string, string]]>
> = {
  個: [
    ['pc', 'pcs'],
    ['un.', 'un.']
  ],
  隻: [
    ['pc', 'pcs'],
    ['un.', 'un.']
  ],
  件: [
    ['pc', 'pcs'],
    ['un.', 'un.']
  ],
  粒: [
    ['pc', 'pcs'],
    ['un.', 'un.']
  ],
  支: [
    ['pc', 'pcs'],
    ['un.', 'un.']
  ],
  條: [
    ['pc', 'pcs'],
    ['un.', 'un.']
  ],
  片: [
    ['sheet', 'sheets'],
    ['folha', 'folhas']
  ],
  卷: [
    ['roll', 'rolls'],
    ['rolo', 'rolos']
  ],
  梳: [
    ['bunch', 'bunches'],
    ['cacho', 'cachos']
  ],
  杯: [
    ['cup', 'cups'],
    ['copo', 'copos']
  ],
  罐: [
    ['can', 'cans'],
    ['lata', 'latas']
  ],
  包: [
    ['pack', 'packs'],
    ['pacote', 'pacotes']
  ],
  盒: [
    ['box', 'boxes'],
    ['caixa', 'caixas']
  ]
}
const NAMED: Readonly<Record<string, Phrase>> = {
  家庭裝: ['Family pack', 'Embalagem familiar'],
  摺疊: ['folding', 'dobrável']
}
const COUNT = new RegExp(`^(\\d+)(${Object.keys(UNITS).join('|')})$`, 'u')

/** A size in `locale` (metric sizes and sizes of another shape, as written). */
export function sizeIn(size: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return size
  const i = locale === 'en' ? 0 : 1
  const named = NAMED[size]
  if (named) return named[i]
  const m = COUNT.exec(size)
  if (!m) return size
  const n = Number(m[1])
  return `${n} ${UNITS[m[2]!]![i][n === 1 ? 0 : 1]}`
}
