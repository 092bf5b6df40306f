import { describe, expect, it } from 'vitest'
import {
  ACTION_LABELS,
  isMovingState,
  knownActions,
  ORDER_STATES,
  orderStatusView,
  progressStep,
  TONE_COLOURS
} from './order-status'

describe('orderStatusView', () => {
  it('maps every state to the text the server sends and a colour', () => {
    const expected: Record<string, [string, string]> = {
      unpaid: ['待付款', TONE_COLOURS.orange],
      paid: ['已付款', TONE_COLOURS.orange],
      accepted: ['商家已接單', TONE_COLOURS.orange],
      ready: ['商家已出餐', TONE_COLOURS.orange],
      delivering: ['配送中', TONE_COLOURS.orange],
      age_check: ['待核實收貨人年齡', TONE_COLOURS.orange],
      delivered: ['已送達', TONE_COLOURS.green],
      completed: ['已完成', TONE_COLOURS.grey],
      cancelled: ['已取消', TONE_COLOURS.grey],
      refunding: ['退款中', TONE_COLOURS.red],
      refunded: ['已退款', TONE_COLOURS.grey],
      refund_rejected: ['退款被拒', TONE_COLOURS.red]
    }
    for (const s of ORDER_STATES) {
      const v = orderStatusView(s)
      expect([v.text, v.color]).toEqual(expected[s])
      expect(v.hint).not.toBe('')
    }
  })

  it('an unknown state shows as is in grey', () => {
    expect(orderStatusView('weird')).toEqual({ text: 'weird', color: TONE_COLOURS.grey, hint: '' })
    expect(orderStatusView('').text).toBe('未知狀態')
  })
})

describe('actions and progress', () => {
  it('keeps the server order and drops unknown actions', () => {
    expect(knownActions(['confirm', 'teleport', 'refund'])).toEqual(['confirm', 'refund'])
    expect(ACTION_LABELS.pay).toBe('去付款')
  })

  it('moving states are polled', () => {
    expect(['paid', 'accepted', 'delivering', 'refunding'].every(isMovingState)).toBe(true)
    expect(isMovingState('unpaid')).toBe(false)
    expect(isMovingState('completed')).toBe(false)
  })

  it('progress step follows the happy path, -1 off it', () => {
    expect(
      ['unpaid', 'paid', 'accepted', 'ready', 'delivering', 'delivered', 'completed'].map(progressStep)
    ).toEqual([0, 1, 2, 2, 3, 4, 4])
    expect(progressStep('cancelled')).toBe(-1)
    expect(progressStep('refunding')).toBe(-1)
  })
})
