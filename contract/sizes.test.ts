import { describe, expect, it } from 'vitest'
import { sizeIn } from './sizes'

describe('goods sizes in the reader’s language', () => {
  it('counts take their unit’s word, one or many', () => {
    expect(['10隻', '1個', '6罐', '10卷', '1梳', '5盒', '3包'].map((s) => sizeIn(s, 'en'))).toEqual([
      '10 pcs',
      '1 pc',
      '6 cans',
      '10 rolls',
      '1 bunch',
      '5 boxes',
      '3 packs'
    ])
    expect(['10隻', '6罐', '1梳', '家庭裝'].map((s) => sizeIn(s, 'pt'))).toEqual([
      '10 un.',
      '6 latas',
      '1 cacho',
      'Embalagem familiar'
    ])
  })

  it('metric sizes, Chinese and sizes of another shape stay as written', () => {
    expect(['500g', '1.75L', '946ml', '大份'].map((s) => sizeIn(s, 'en'))).toEqual([
      '500g',
      '1.75L',
      '946ml',
      '大份'
    ])
    expect(sizeIn('10隻', 'zh-Hant-MO')).toBe('10隻')
  })
})
