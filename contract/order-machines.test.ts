import { describe, expect, it } from 'vitest'
import { allowedEvents, transition } from './fsm'
import { deliveryMachine } from './order-delivery'
import { FULFILMENTS, isFulfilment } from './order-kinds'
import { machineFor, orderableKinds } from './order-machines'
import { membershipOrderMachine } from './order-membership'
import { pointsOrderMachine } from './order-points'
import { spellMachine } from './order-spell'
import { voucherOrderMachine } from './order-voucher'

describe('spell machine', () => {
  it('walks open → locked → submitted, and the host may unlock before submitting', () => {
    expect(transition(spellMachine, 'open', 'lock')).toEqual({ ok: true, to: 'locked' })
    expect(transition(spellMachine, 'locked', 'unlock')).toEqual({ ok: true, to: 'open' })
    expect(transition(spellMachine, 'locked', 'submit')).toEqual({ ok: true, to: 'submitted' })
  })

  it('refuses in the words the app shows', () => {
    const msg = (s: (typeof spellMachine.states)[number], e: (typeof spellMachine.events)[number]) => {
      const r = transition(spellMachine, s, e)
      return r.ok ? null : r.refusal.message
    }
    expect(msg('open', 'submit')).toBe('請先鎖定拼單再下單')
    expect(msg('submitted', 'close')).toBe('拼單已下單，不能解散')
    expect(msg('closed', 'lock')).toBe('拼單已結束')
    expect(msg('submitted', 'submit')).toBe('拼單已下單')
  })

  it('a submitted or closed spell accepts nothing', () => {
    expect(allowedEvents(spellMachine, 'submitted')).toEqual([])
    expect(allowedEvents(spellMachine, 'closed')).toEqual([])
  })
})

describe('order kinds', () => {
  it('declares the eight fulfilment kinds', () => {
    expect(FULFILMENTS).toEqual([
      'delivery',
      'pickup',
      'express',
      'voucher',
      'ticket',
      'reservation',
      'points',
      'membership'
    ])
    expect(isFulfilment('pickup')).toBe(true)
    expect(isFulfilment('drone')).toBe(false)
  })

  it('finds the machine of a kind; kinds without one yet cannot be ordered', () => {
    expect(machineFor('delivery')).toBe(deliveryMachine)
    expect(machineFor('voucher')).toBe(voucherOrderMachine)
    expect(machineFor('points')).toBe(pointsOrderMachine)
    expect(machineFor('membership')).toBe(membershipOrderMachine)
    expect(orderableKinds()).toEqual(expect.arrayContaining(['delivery', 'voucher', 'ticket', 'reservation']))
  })

  it('the delivery machine refuses a second payment and explains a cancel after acceptance', () => {
    const pay = transition(deliveryMachine, 'paid', 'pay')
    expect(pay.ok ? null : pay.refusal.message).toBe('訂單已支付，請勿重複付款')
    const cancel = transition(deliveryMachine, 'accepted', 'cancel')
    expect(cancel.ok ? null : cancel.refusal.message).toBe('訂單商家已接單，無法取消，如需退款請申請退款')
  })
})

describe('membership orders (god member, issue 34)', () => {
  it('are paid once or closed unpaid, in the member page words', () => {
    expect(transition(membershipOrderMachine, 'unpaid', 'pay')).toEqual({ ok: true, to: 'paid' })
    expect(transition(membershipOrderMachine, 'unpaid', 'expire')).toEqual({ ok: true, to: 'cancelled' })
    const again = transition(membershipOrderMachine, 'paid', 'pay')
    expect(again.ok ? null : again.refusal.message).toBe('會員訂單已支付，請勿重複付款')
    expect(allowedEvents(membershipOrderMachine, 'cancelled')).toEqual([])
  })
})
