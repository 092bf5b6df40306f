import { describe, expect, it } from 'vitest'
import { addToHistory, readHistory } from './search-history'

describe('search history', () => {
  it('puts the newest word first and moves a repeated word to the front', () => {
    expect(addToHistory(['奶茶', '葡撻'], '牛雜')).toEqual(['牛雜', '奶茶', '葡撻'])
    expect(addToHistory(['奶茶', '葡撻', '牛雜'], '葡撻')).toEqual(['葡撻', '奶茶', '牛雜'])
  })
  it('keeps at most 10 words, dropping the oldest', () => {
    let list: string[] = []
    for (let i = 1; i <= 12; i++) list = addToHistory(list, `w${i}`)
    expect(list).toHaveLength(10)
    expect(list[0]).toBe('w12')
    expect(list.at(-1)).toBe('w3')
  })
  it('ignores blanks and trims', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a'])
    expect(addToHistory(['a'], ' a ')).toEqual(['a'])
  })
  it('reads only strings from storage, deduped and capped', () => {
    expect(readHistory('')).toEqual([])
    expect(readHistory(['a', 1, 'a', null, ' b '])).toEqual(['a', 'b'])
    expect(readHistory(Array.from({ length: 15 }, (_, i) => `x${i}`))).toHaveLength(10)
  })
})
