import { describe, expect, it } from 'vitest'
import { AppError } from '../src/errors.js'
import { deliveryMachine, DELIVERY_EVENTS, DELIVERY_STATES } from '@lotus/contract/order-delivery'
import {
  PICKUP_EVENTS,
  PICKUP_STATES,
  type PickupEvent,
  type PickupState
} from '@lotus/contract/order-pickup'
import {
  allowedActions as actionsOf,
  REFUND_AFTER_COMPLETE_MS,
  transition as move,
  type OrderEvent,
  type OrderState
} from '../src/modules/order/order-state-machine.js'

const ORDER_STATES = DELIVERY_STATES
const ORDER_EVENTS = DELIVERY_EVENTS
const STATUS_TEXT = deliveryMachine.text
const transition = (s: OrderState, e: OrderEvent) => move('delivery', s, e)
const allowedActions = (f: Parameters<typeof actionsOf>[1], now: number) => actionsOf('delivery', f, now)

/** The contract's table, written out independently of the implementation: state → event → next state. */
const EXPECTED: Record<(typeof DELIVERY_STATES)[number], Partial<Record<OrderEvent, OrderState>>> = {
  unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: {
    accept: 'accepted',
    cancel: 'cancelled',
    reject: 'cancelled',
    timeout: 'cancelled',
    requestRefund: 'refunding'
  },
  accepted: {
    markReady: 'ready',
    assignRider: 'accepted',
    dispatch: 'delivering',
    requestRefund: 'refunding'
  },
  ready: { assignRider: 'ready', dispatch: 'delivering', requestRefund: 'refunding' },
  delivering: { deliver: 'delivered', arriveForAgeCheck: 'age_check', requestRefund: 'refunding' },
  age_check: { verifyAge: 'delivered', handoverRefused: 'cancelled', requestRefund: 'refunding' },
  delivered: {
    confirm: 'completed',
    autoConfirm: 'completed',
    requestRefund: 'refunding',
    requestLineRefund: 'delivered',
    approveLineRefund: 'delivered',
    rejectLineRefund: 'delivered',
    refundLastLines: 'refunded'
  },
  completed: {
    requestRefund: 'refunding',
    requestLineRefund: 'completed',
    approveLineRefund: 'completed',
    rejectLineRefund: 'completed',
    refundLastLines: 'refunded'
  },
  cancelled: {},
  refunding: { approveRefund: 'refunded', rejectRefund: 'refund_rejected' },
  refunded: {},
  // the platform overrules a rejection the customer disputed (issue 38 point 5)
  refund_rejected: { requestRefund: 'refunding', overruleRefund: 'refunded' }
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

  it('covers 12 states × 23 events', () => {
    expect(ORDER_STATES.length * ORDER_EVENTS.length).toBe(276)
  })

  it('names every state in Traditional Chinese', () => {
    expect(STATUS_TEXT).toEqual({
      unpaid: '待付款',
      paid: '已付款',
      accepted: '商家已接單',
      ready: '商家已出餐',
      delivering: '配送中',
      age_check: '待核實收貨人年齡',
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
    const facts = (status: OrderState, more: Partial<Parameters<typeof actionsOf>[1]> = {}) => ({
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

/** The self-pickup table, written out independently: no rider, the store's redeem (`pickUp`) completes it. */
const PICKUP: Record<PickupState, Partial<Record<PickupEvent, PickupState>>> = {
  unpaid: { pay: 'paid', cancel: 'cancelled', expire: 'cancelled' },
  paid: {
    accept: 'accepted',
    pickUp: 'completed',
    cancel: 'cancelled',
    reject: 'cancelled',
    timeout: 'cancelled',
    requestRefund: 'refunding'
  },
  accepted: { prepare: 'ready', pickUp: 'completed', requestRefund: 'refunding' },
  ready: { pickUp: 'completed', requestRefund: 'refunding' },
  completed: {
    requestRefund: 'refunding',
    requestLineRefund: 'completed',
    approveLineRefund: 'completed',
    rejectLineRefund: 'completed',
    refundLastLines: 'refunded'
  },
  cancelled: {},
  refunding: { approveRefund: 'refunded', rejectRefund: 'refund_rejected' },
  refunded: {},
  refund_rejected: { pickUp: 'completed', requestRefund: 'refunding', overruleRefund: 'refunded' }
}

describe("pickup order state machine (chosen by the order's fulfilment)", () => {
  for (const state of PICKUP_STATES) {
    for (const event of PICKUP_EVENTS) {
      const to = PICKUP[state][event]
      it(`pickup ${state} --${event}--> ${to ?? 'ORDER_STATE'}`, () => {
        if (to) return void expect(move('pickup', state, event)).toBe(to)
        expect(() => move('pickup', state, event)).toThrowError(/[\u4e00-\u9fff]/)
      })
    }
  }

  it('refuses delivery events on a pickup order and pickup events on a delivery order', () => {
    for (const [kind, state, event] of [
      ['pickup', 'paid', 'dispatch'],
      ['pickup', 'ready', 'confirm'],
      ['delivery', 'paid', 'pickUp'],
      ['delivery', 'accepted', 'prepare']
    ] as const) {
      let err: unknown
      try {
        move(kind, state, event)
      } catch (e) {
        err = e
      }
      expect((err as AppError).code).toBe('ORDER_STATE')
    }
  })

  it('offers no confirm on a pickup order: the store’s redeem completes it', () => {
    const f = (status: PickupState) => ({ status, evaluated: false, completedAt: null, refundRequests: 0 })
    expect(actionsOf('pickup', f('ready'), 0)).toEqual(['refund', 'contact'])
    expect(actionsOf('pickup', f('paid'), 0)).toEqual(['cancel', 'refund'])
    expect(actionsOf('pickup', { ...f('completed'), completedAt: 0 }, 1)).toEqual([
      'evaluate',
      'reorder',
      'refund'
    ])
  })
})
