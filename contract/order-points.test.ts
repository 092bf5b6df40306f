import { describe, expect, it } from 'vitest'
import { allowedEvents, transition } from './fsm'
import { limitedCouponState } from './limited-coupon'
import {
  PMALL_MAX_QTY,
  pointsCashOrderMachine,
  pointsMallCost,
  pointsMallLimitLeft,
  pointsMallMaxQty,
  pointsMallPrice,
  pointsOrderMachine,
  POINTS_ORDER_STATES
} from './order-points'
import { PointsMallExchangeBody } from './schemas/points-mall'

describe('points-mall exchange machine', () => {
  it('picks up or ships an open exchange and cancels only open ones', () => {
    expect(transition(pointsOrderMachine, 'to_pickup', 'pickUp')).toEqual({ ok: true, to: 'completed' })
    expect(transition(pointsOrderMachine, 'to_ship', 'ship')).toEqual({ ok: true, to: 'shipped' })
    expect(transition(pointsOrderMachine, 'shipped', 'receive')).toEqual({ ok: true, to: 'completed' })
    const cancellable = POINTS_ORDER_STATES.filter((s) =>
      allowedEvents(pointsOrderMachine, s).includes('cancel')
    )
    expect(cancellable).toEqual(['unpaid', 'to_pickup', 'to_ship'])
  })

  it('an exchange with a cash part waits unpaid, then goes to pickup or shipping, or closes', () => {
    expect(transition(pointsOrderMachine, 'unpaid', 'payForPickup')).toEqual({ ok: true, to: 'to_pickup' })
    expect(transition(pointsOrderMachine, 'unpaid', 'payForDelivery')).toEqual({ ok: true, to: 'to_ship' })
    expect(transition(pointsOrderMachine, 'unpaid', 'expire')).toEqual({ ok: true, to: 'cancelled' })
    expect(transition(pointsOrderMachine, 'to_pickup', 'payForPickup').ok).toBe(false)
    expect(transition(pointsOrderMachine, 'unpaid', 'pickUp').ok).toBe(false)
  })

  it('explains a refusal in Traditional Chinese', () => {
    const r = transition(pointsOrderMachine, 'completed', 'cancel')
    expect(r.ok).toBe(false)
    if (!r.ok) expect(r.refusal.message).toBe('兌換已完成，無法取消')
    const again = transition(pointsOrderMachine, 'completed', 'pickUp')
    if (!again.ok) expect(again.refusal.message).toBe('禮品已取貨')
    expect(again.ok).toBe(false)
  })
})

describe('limited coupon state', () => {
  const b = { startsAt: 1000, endsAt: 2000, total: 10, claimed: 3 }
  it('is upcoming, open, sold out or ended by the window first', () => {
    expect(limitedCouponState(b, 999)).toBe('upcoming')
    expect(limitedCouponState(b, 1000)).toBe('open')
    expect(limitedCouponState({ ...b, claimed: 10 }, 1500)).toBe('soldOut')
    expect(limitedCouponState({ ...b, claimed: 10 }, 2000)).toBe('ended')
  })
})

describe('points mall quantities', () => {
  const item = { points: 300, cash: 1500, stock: 5, perUser: 3 }
  it('caps by stock, the per-user limit left and the balance', () => {
    expect(pointsMallMaxQty(item, 10_000)).toBe(3)
    expect(pointsMallMaxQty(item, 10_000, 2)).toBe(1)
    expect(pointsMallMaxQty(item, 10_000, 3)).toBe(0)
    expect(pointsMallMaxQty({ ...item, perUser: 0 }, 10_000)).toBe(5)
    expect(pointsMallMaxQty(item, 650)).toBe(2)
    expect(pointsMallMaxQty(item, 299)).toBe(0)
    expect(pointsMallMaxQty({ ...item, stock: 0 }, 10_000)).toBe(0)
  })
  it('costs points and cash per unit and tells the balance after', () => {
    expect(pointsMallCost(item, 2, 1000)).toEqual({ points: 600, cash: 3000, balanceAfter: 400 })
    expect(pointsMallPrice(item, 3)).toEqual({ points: 900, cash: 4500 })
    expect(pointsMallPrice({ points: 50, cash: 0 }, 1)).toEqual({ points: 50, cash: 0 })
  })
  it('leaves what the per-user limit still allows (the server refuses more)', () => {
    expect(pointsMallLimitLeft(item, 0)).toBe(3)
    expect(pointsMallLimitLeft(item, 2)).toBe(1)
    expect(pointsMallLimitLeft(item, 5)).toBe(0)
    expect(pointsMallLimitLeft({ perUser: 0 }, 40)).toBe(PMALL_MAX_QTY)
  })
  it('never offers more than one exchange may ask for', () => {
    const plenty = { points: 1, cash: 0, stock: 500, perUser: 0 }
    expect(pointsMallMaxQty(plenty, 10_000)).toBe(PMALL_MAX_QTY)
    const body = { clientKey: '6f1c2a8e-4b7d-4c1a-9e2f-0a1b2c3d4e5f', itemId: 1, way: 'coupon' }
    expect(PointsMallExchangeBody.safeParse({ ...body, qty: PMALL_MAX_QTY }).success).toBe(true)
    expect(PointsMallExchangeBody.safeParse({ ...body, qty: PMALL_MAX_QTY + 1 }).success).toBe(false)
  })
})

describe('points-mall cash order machine', () => {
  it('completes only a paid cash order, and a cancelled one cannot be paid', () => {
    expect(transition(pointsCashOrderMachine, 'paid', 'handOver')).toEqual({ ok: true, to: 'completed' })
    const early = transition(pointsCashOrderMachine, 'unpaid', 'handOver')
    expect(early.ok ? null : early.refusal.message).toBe('訂單待付款，無法交付')
    const late = transition(pointsCashOrderMachine, 'cancelled', 'pay')
    expect(late.ok ? null : late.refusal.message).toBe('訂單已取消，無法支付')
  })
})
