import { describe, expect, it } from 'vitest'
import { allowedEvents, transition } from './fsm'
import {
  canRefundTicket,
  ticketRefundUntil,
  canCancelFree,
  usageLines,
  usageRefusal,
  type UsageRules
} from './group'
import { macauDayEndOf, macauDayStartOf } from './macau-time'
import { reservationOrderMachine } from './order-reservation'
import { seatMachine, ticketOrderMachine } from './order-ticket'
import { codeMachine, voucherOrderMachine } from './order-voucher'

const rules: UsageRules = {
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  weekdays: [1, 2, 3, 4, 5],
  holidays: false,
  booking: false,
  perPersonLimit: 0,
  anytimeRefund: true,
  expiryRefund: true
}
/** 12:00 Macau on a day. */
const noon = (day: string) => macauDayStartOf(day) + 12 * 3600_000

describe('usage rules (Asia/Macau)', () => {
  it('accepts a weekday inside the validity', () => {
    expect(usageRefusal(rules, noon('2026-11-23'))).toBeNull() // Monday
  })
  it('refuses weekends when only weekdays are allowed, by the Macau calendar', () => {
    expect(usageRefusal(rules, noon('2026-11-22'))).toBe('weekday') // Sunday
    // 2026-11-23 00:30 Macau is still Sunday 16:30 UTC: the Macau day (Monday) decides.
    expect(usageRefusal(rules, macauDayStartOf('2026-11-23') + 30 * 60_000)).toBeNull()
    expect(usageRefusal(rules, macauDayStartOf('2026-11-23') - 60_000)).toBe('weekday')
  })
  it('refuses public holidays unless allowed', () => {
    expect(usageRefusal(rules, noon('2026-12-08'))).toBe('holiday') // Tuesday, 聖母無原罪瞻禮
    expect(usageRefusal({ ...rules, holidays: true }, noon('2026-12-08'))).toBeNull()
  })
  it('validity runs to the end of the last Macau day', () => {
    expect(usageRefusal(rules, macauDayEndOf('2026-12-31') - 1)).toBeNull()
    expect(usageRefusal(rules, macauDayEndOf('2026-12-31'))).toBe('expired')
    expect(usageRefusal(rules, macauDayStartOf('2026-11-01') - 1)).toBe('notYet')
  })
  it('shows the rules in words', () => {
    const lines = usageLines(rules)
    expect(lines).toContain('僅限週一、二、三、四、五使用')
    expect(lines).toContain('公眾假期不可用')
    expect(usageLines({ ...rules, weekdays: [], booking: true })).toContain('需提前預約')
  })
  it('shows the rules in English and Portuguese (issue 39)', () => {
    const en = usageLines(rules, 'en')
    expect(en).toContain('Only on Mon, Tue, Wed, Thu, Fri')
    expect(en).toContain('Not on public holidays')
    expect(en.join(' ')).not.toMatch(/[\u4e00-\u9fff]/u)
    const pt = usageLines({ ...rules, weekdays: [], booking: true, perPersonLimit: 2 }, 'pt')
    expect(pt).toContain('Utilizável todos os dias')
    expect(pt).toContain('Reserva antecipada necessária')
    expect(pt).toContain('Até 2 por pessoa')
    expect(usageLines(rules, 'zh-Hant-MO')).toEqual(usageLines(rules))
  })
  it('says the refund promise the deal makes, and only that', () => {
    expect(usageLines(rules)).toContain('未使用隨時退，過期自動退')
    expect(usageLines({ ...rules, expiryRefund: false })).toContain('未使用隨時退，過期不設退款')
    expect(usageLines({ ...rules, anytimeRefund: false })).toContain('購買後不設退款，過期未使用自動退')
    expect(usageLines({ ...rules, anytimeRefund: false, expiryRefund: false })).toContain('購買後不設退款')
  })
})

describe('group machines', () => {
  it('a voucher order is paid, then completed once used or refunded in full', () => {
    expect(transition(voucherOrderMachine, 'unpaid', 'pay')).toEqual({ ok: true, to: 'paid' })
    expect(transition(voucherOrderMachine, 'paid', 'use')).toEqual({ ok: true, to: 'completed' })
    expect(transition(voucherOrderMachine, 'paid', 'refundAll')).toEqual({ ok: true, to: 'refunded' })
    const r = transition(voucherOrderMachine, 'unpaid', 'refundAll')
    expect(r.ok ? '' : r.refusal.message).toBe('訂單尚未支付，無需退款')
    expect(allowedEvents(voucherOrderMachine, 'completed')).toEqual([])
  })
  it('a code is redeemed once and never refunded after use', () => {
    expect(transition(codeMachine, 'unused', 'redeem')).toEqual({ ok: true, to: 'used' })
    const again = transition(codeMachine, 'used', 'redeem')
    expect(again.ok ? '' : again.refusal.message).toBe('券碼已使用')
    expect(transition(codeMachine, 'used', 'refund').ok).toBe(false)
    expect(transition(codeMachine, 'refunded', 'expire').ok).toBe(false)
  })
  it('a seat hold is sold on payment and freed on lapse or cancel, never sold twice', () => {
    expect(transition(seatMachine, 'held', 'pay')).toEqual({ ok: true, to: 'sold' })
    expect(transition(seatMachine, 'held', 'lapse')).toEqual({ ok: true, to: 'free' })
    expect(transition(seatMachine, 'held', 'cancel')).toEqual({ ok: true, to: 'free' })
    const r = transition(seatMachine, 'sold', 'hold')
    expect(r.ok).toBe(false)
    expect(transition(seatMachine, 'held', 'hold').ok).toBe(false)
    expect(transition(ticketOrderMachine, 'unpaid', 'expire')).toEqual({ ok: true, to: 'cancelled' })
  })
  it('a sold ticket is refunded (its seat freed) only until 2 hours before the showtime', () => {
    expect(transition(seatMachine, 'sold', 'refund')).toEqual({ ok: true, to: 'free' })
    expect(transition(seatMachine, 'held', 'refund').ok).toBe(false)
    expect(transition(ticketOrderMachine, 'paid', 'refundAll')).toEqual({ ok: true, to: 'refunded' })
    const show = Date.parse('2026-11-22T12:00:00Z')
    expect(ticketRefundUntil(show)).toBe(show - 2 * 3600_000)
    expect(canRefundTicket(show, show - 2 * 3600_000 - 1)).toBe(true)
    expect(canRefundTicket(show, show - 2 * 3600_000)).toBe(false)
    expect(canRefundTicket(show, show + 1)).toBe(false)
  })
  it('a reservation is cancelled free only before the cut-off', () => {
    expect(transition(reservationOrderMachine, 'paid', 'cancel')).toEqual({ ok: true, to: 'refunded' })
    expect(reservationOrderMachine.text.paid).toBe('已預訂')
    const start = noon('2026-11-23') + 7 * 3600_000
    expect(canCancelFree(start, start - 2 * 3600_000 - 1)).toBe(true)
    expect(canCancelFree(start, start - 2 * 3600_000)).toBe(false)
  })
})
