import { describe, expect, it } from 'vitest'
import { allowedEvents, transition } from './fsm'
import { paymentMachine, refundMachine } from './payment'

describe('payment and refund machines', () => {
  it('a transaction is settled once; only a successful one is refunded', () => {
    expect(transition(paymentMachine, 'pending', 'succeed')).toEqual({ ok: true, to: 'success' })
    expect(transition(paymentMachine, 'success', 'refund')).toEqual({ ok: true, to: 'refunded' })
    const again = transition(paymentMachine, 'success', 'succeed')
    expect(again.ok ? null : again.refusal.message).toBe('此交易已處理')
    expect(allowedEvents(paymentMachine, 'fail')).toEqual([])
  })

  it('a refund is decided once', () => {
    expect(transition(refundMachine, 'pending', 'reject')).toEqual({ ok: true, to: 'rejected' })
    const twice = transition(refundMachine, 'approved', 'reject')
    expect(twice.ok ? null : twice.refusal.message).toBe('退款申請已處理')
  })
})
