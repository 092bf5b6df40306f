import { describe, expect, it } from 'vitest'
import { sectionAt, sectionTops } from './scroll-spy'

describe('menu scroll-spy', () => {
  it('sections start after the previous title and rows, scaled to the screen', () => {
    expect(sectionTops([2, 1, 3])).toEqual([0, 256, 400])
    expect(sectionTops([1, 1], 2)).toEqual([0, 288])
  })
  it('the active section is the last one whose top has been reached', () => {
    const tops = [0, 256, 400]
    expect(sectionAt(tops, 0)).toBe(0)
    expect(sectionAt(tops, 255)).toBe(1)
    expect(sectionAt(tops, 300)).toBe(1)
    expect(sectionAt(tops, 9999)).toBe(2)
  })
})
