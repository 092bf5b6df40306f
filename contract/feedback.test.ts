import { describe, expect, it } from 'vitest'
import { feedbackSteps } from './feedback'

describe('feedback progress', () => {
  it('marks every step up to the current status done', () => {
    expect(feedbackSteps('received').map((s) => s.done)).toEqual([true, false, false, false])
    expect(feedbackSteps('replied').map((s) => [s.text, s.done])).toEqual([
      ['已收到', true],
      ['處理中', true],
      ['已回覆', true],
      ['已結束', false]
    ])
    expect(feedbackSteps('closed').every((s) => s.done)).toBe(true)
  })
})
