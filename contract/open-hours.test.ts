import { describe, expect, it } from 'vitest'
import { closedText, nextOpening } from './open-hours'

describe('closed shop text (issue 8 §7)', () => {
  it('names the next opening today or tomorrow', () => {
    expect(nextOpening('07:00-10:00, 17:00-22:00', 12 * 60)).toEqual({ day: 'today', at: '17:00' })
    expect(closedText('07:00-22:00', 23 * 60)).toBe('休息中，明日 07:00 開始營業')
    expect(closedText('09:00-21:00', 8 * 60)).toBe('休息中，今日 09:00 開始營業')
    expect(closedText('', 8 * 60)).toBe('休息中，暫停接單')
  })
})
