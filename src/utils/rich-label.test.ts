import { describe, expect, it } from 'vitest'
import { parseRichLabel, plainLabel } from './rich-label'

describe('parseRichLabel', () => {
  it('splits <em> emphasis into orange segments', () => {
    expect(parseRichLabel('再買<em>MOP 12</em>減15')).toEqual([
      { text: '再買', em: false },
      { text: 'MOP 12', em: true },
      { text: '減15', em: false }
    ])
  })

  it('handles several emphases, leading emphasis and no emphasis', () => {
    expect(parseRichLabel('<em>已減15</em>，再買<em>MOP 3</em>可減25')).toEqual([
      { text: '已減15', em: true },
      { text: '，再買', em: false },
      { text: 'MOP 3', em: true },
      { text: '可減25', em: false }
    ])
    expect(parseRichLabel('滿60減10')).toEqual([{ text: '滿60減10', em: false }])
  })

  it('empty, null, unclosed and other tags', () => {
    expect(parseRichLabel('')).toEqual([])
    expect(parseRichLabel(null)).toEqual([])
    expect(parseRichLabel('再買<em>MOP 5')).toEqual([
      { text: '再買', em: false },
      { text: 'MOP 5', em: true }
    ])
    expect(parseRichLabel('<b>滿</b>60<EM class="x">減10</EM><em></em>')).toEqual([
      { text: '滿60', em: false },
      { text: '減10', em: true }
    ])
  })

  it('decodes entities and never keeps markup', () => {
    expect(plainLabel('A &amp; B <em>&lt;5&gt;</em><script>x</script>')).toBe('A & B <5>x')
  })
})
