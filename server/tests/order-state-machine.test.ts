import { describe, expect, it } from 'vitest'
import { AppError } from '../src/errors.js'
import {
  allowedActions,
  ORDER_EVENTS,
  ORDER_STATES,
  REFUND_AFTER_COMPLETE_MS,
  STATUS_TEXT,
  transition,
  type OrderEvent,
  type OrderState
} from '../src/modules/order/order-state-machine.js'

/** The contract's table, written out independently of the implementation: state → event → next state. */
const EXPECTED: Record<OrderState, Partial<Record<OrderEvent, OrderState>>> = {
  unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: { accept: 'accepted', cancel: 'cancelled', requestRefund: 'refunding' },
  accepted: { dispatch: 'delivering', requestRefund: 'refunding' },
  delivering: { deliver: 'delivered', requestRefund: 'refunding' },
  delivered: { confirm: 'completed', autoConfirm: 'completed', requestRefund: 'refunding' },
  completed: { requestRefund: 'refunding' },
  cancelled: {},
  refunding: { approveRefund: 'refunded', rejectRefund: 'refund_rejected' },
  refunded: {},
  refund_rejected: { requestRefund: 'refunding' }
}

describe('order state machine', () => {
  for (const state of ORDER_STATES) {
    for (const event of ORDER_EVENTS) {
      const to = EXPECTED[state][event]
      it(`${state} --${event}--> ${to ?? 'ORDER_STATE'}`, () => {
        if (to) {
          expect(transition(state, event)).toBe(to)
          return
        }
        let err: unknown
        try {
          transition(state, event)
        } catch (e) {
          err = e
        }
        expect(err).toBeInstanceOf(AppError)
        expect((err as AppError).code).toBe('ORDER_STATE')
        // The reason is Traditional Chinese text, never an internal name.
        expect((err as AppError).message).toMatch(/[\u4e00-\u9fff]/)
        expect((err as AppError).message).not.toMatch(/[a-z_]{4,}/)
      })
    }
  }

  it('covers 10 states × 11 events', () => {
    expect(ORDER_STATES.length * ORDER_EVENTS.length).toBe(110)
  })

  it('names every state in Traditional Chinese', () => {
    expect(STATUS_TEXT).toEqual({
      unpaid: '待付款',
      paid: '已付款',
      accepted: '商家已接單',
      delivering: '配送中',
      delivered: '已送達',
      completed: '已完成',
      cancelled: '已取消',
      refunding: '退款中',
      refunded: '已退款',
      refund_rejected: '退款被拒'
    })
  })

  it('offers the actions of the contract', () => {
    const now = 1_000_000_000
    const facts = (status: OrderState, more: Partial<Parameters<typeof allowedActions>[0]> = {}) => ({
      status,
      evaluated: false,
      completedAt: null,
      refundRequests: 0,
      ...more
    })
    expect(allowedActions(facts('unpaid'), now)).toEqual(['pay', 'cancel'])
    expect(allowedActions(facts('paid'), now)).toEqual(['cancel', 'refund'])
    expect(allowedActions(facts('accepted'), now)).toEqual(['refund', 'contact'])
    expect(allowedActions(facts('delivering'), now)).toEqual(['refund', 'contact'])
    expect(allowedActions(facts('delivered'), now)).toEqual(['confirm', 'refund'])
    expect(allowedActions(facts('completed', { completedAt: now - 1000 }), now)).toEqual([
      'evaluate',
      'reorder',
      'refund'
    ])
    expect(
      allowedActions(
        facts('completed', { completedAt: now - REFUND_AFTER_COMPLETE_MS - 1, evaluated: true }),
        now
      )
    ).toEqual(['reorder'])
    expect(allowedActions(facts('cancelled'), now)).toEqual(['reorder'])
    expect(allowedActions(facts('refunded'), now)).toEqual(['reorder'])
    expect(allowedActions(facts('refunding'), now)).toEqual(['refundProgress'])
    expect(allowedActions(facts('refund_rejected', { refundRequests: 1 }), now)).toEqual([
      'refundProgress',
      'refund'
    ])
    expect(allowedActions(facts('refund_rejected', { refundRequests: 2 }), now)).toEqual(['refundProgress'])
  })
})
