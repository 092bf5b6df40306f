import { describe, expect, it } from 'vitest'
import { createExposureTracker } from './exposure'

describe('createExposureTracker', () => {
  it('reports each merchant once per view', () => {
    const t = createExposureTracker()
    expect(t.seen([1, 2, 3])).toEqual([1, 2, 3])
    expect(t.seen([2, 3, 4])).toEqual([4])
    expect(t.seen([1, 2, 3, 4])).toEqual([])
    expect(t.size).toBe(4)
  })
  it('drops duplicates inside one batch and invalid ids', () => {
    const t = createExposureTracker()
    expect(t.seen([5, 5, 0, -1, 1.5, Number.NaN, 6])).toEqual([5, 6])
  })
  it('reset starts a new view: everything counts again', () => {
    const t = createExposureTracker()
    t.seen([1, 2])
    t.reset()
    expect(t.size).toBe(0)
    expect(t.seen([2, 1])).toEqual([2, 1])
  })
  it('separate trackers (separate lists) do not share state', () => {
    const a = createExposureTracker()
    const b = createExposureTracker()
    a.seen([1])
    expect(b.seen([1])).toEqual([1])
  })
})
