import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildFigures,
  buildStatement,
  commissionOf,
  dayRange,
  periodDays,
  totalsOf,
  type RefundRow,
  type SaleRow
} from './figures'
import { macauDayStartOf } from './macau-time'

const FROM = '2026-11-01'
const TO = '2026-11-30'
const { start, end } = dayRange(FROM, TO)
// some rows a little outside the period, to check they are left out
const at = fc.integer({ min: start - 3 * 86_400_000, max: end + 3 * 86_400_000 - 1 })
const sale = fc.record({
  orderId: fc.integer({ min: 1, max: 10_000 }),
  orderNo: fc.string({ maxLength: 4 }),
  paidAt: at,
  total: fc.integer({ min: 0, max: 9_999_999 })
})
const refund = fc.record({
  refundId: fc.integer({ min: 1, max: 10_000 }),
  orderId: fc.integer({ min: 1, max: 10_000 }),
  orderNo: fc.string({ maxLength: 4 }),
  decidedAt: at,
  amount: fc.integer({ min: 0, max: 9_999_999 })
})
const bps = fc.integer({ min: 0, max: 10_000 })

const statement = (sales: SaleRow[], refunds: RefundRow[], commissionBps: number) =>
  buildStatement({ merchantId: 1, merchantName: '店', from: FROM, to: TO, commissionBps, sales, refunds })

describe('statement', () => {
  it('its lines sum to its totals, and each line nets gross − commission − refund', () => {
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 40 }), fc.array(refund, { maxLength: 20 }), bps, (s, r, b) => {
        const st = statement(s, r, b)
        const sum = (f: (l: (typeof st.lines)[number]) => number) => st.lines.reduce((n, l) => n + f(l), 0)
        expect(st.totals.gross).toBe(sum((l) => l.gross))
        expect(st.totals.commission).toBe(sum((l) => l.commission))
        expect(st.totals.refunds).toBe(sum((l) => l.refund))
        expect(st.totals.net).toBe(sum((l) => l.net))
        expect(st.totals.net).toBe(st.totals.gross - st.totals.commission - st.totals.refunds)
        for (const l of st.lines) expect(l.net).toBe(l.gross - l.commission - l.refund)
        expect(st.totals).toEqual(totalsOf(st.lines))
      })
    )
  })

  it('lists exactly the sales paid and refunds approved inside the period, oldest first', () => {
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 40 }), fc.array(refund, { maxLength: 20 }), bps, (s, r, b) => {
        const st = statement(s, r, b)
        expect(st.totals.sales).toBe(s.filter((x) => x.paidAt >= start && x.paidAt < end).length)
        expect(st.totals.refundCount).toBe(r.filter((x) => x.decidedAt >= start && x.decidedAt < end).length)
        for (let i = 1; i < st.lines.length; i++)
          expect(st.lines[i]!.at).toBeGreaterThanOrEqual(st.lines[i - 1]!.at)
        for (const l of st.lines) expect(l.day >= FROM && l.day <= TO).toBe(true)
      })
    )
  })

  it('an order refunded whole in the period nets 0 whatever the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), bps, (total, b) => {
        const paidAt = macauDayStartOf('2026-11-10') + 3600_000
        const st = statement(
          [{ orderId: 1, orderNo: 'A', paidAt, total }],
          [{ refundId: 1, orderId: 1, orderNo: 'A', decidedAt: paidAt + 86_400_000, amount: total }],
          b
        )
        expect(st.totals.net).toBe(0)
        expect(st.totals.commission).toBe(0)
      })
    )
  })

  it('commission is the rate of each sale rounded half up', () => {
    expect(commissionOf(10_000, 1500)).toBe(1500)
    expect(commissionOf(3, 1500)).toBe(0) // 0.45
    expect(commissionOf(10, 1500)).toBe(2) // 1.5 → 2
  })
})

describe('figures', () => {
  it('a refund is counted on the Macau day it was approved, not on its order’s day', () => {
    const paid = macauDayStartOf('2026-11-29') - 3600_000 // 23:00 on the 28th in Macau
    const f = buildFigures({
      period: '7d',
      today: '2026-11-30',
      sales: [{ orderId: 1, orderNo: 'A', paidAt: paid, total: 5000 }],
      refunds: [{ refundId: 1, orderId: 1, orderNo: 'A', decidedAt: paid + 2 * 3600_000, amount: 5000 }],
      lines: []
    })
    expect(f.days.find((d) => d.day === '2026-11-28')).toMatchObject({ sales: 5000, orders: 1, refunds: 0 })
    expect(f.days.find((d) => d.day === '2026-11-29')).toMatchObject({ sales: 0, orders: 0, refunds: 5000 })
    expect(f.hours[23]).toMatchObject({ orders: 1, sales: 5000 })
  })

  it('days, hours and totals agree, every day of the period listed once', () => {
    fc.assert(
      fc.property(fc.array(sale, { maxLength: 40 }), fc.array(refund, { maxLength: 20 }), (s, r) => {
        const f = buildFigures({ period: '30d', today: TO, sales: s, refunds: r, lines: [] })
        expect(f.days.map((d) => d.day)).toEqual(periodDays(TO, 30))
        expect(f.days[0]!.day).toBe(FROM)
        const sum = <T>(xs: T[], g: (x: T) => number) => xs.reduce((n, x) => n + g(x), 0)
        expect(sum(f.days, (d) => d.sales)).toBe(f.sales)
        expect(sum(f.hours, (h) => h.sales)).toBe(f.sales)
        expect(sum(f.days, (d) => d.orders)).toBe(f.orders)
        expect(sum(f.hours, (h) => h.orders)).toBe(f.orders)
        expect(sum(f.days, (d) => d.refunds)).toBe(f.refunds)
        const st = statement(s, r, 0)
        expect(f.sales).toBe(st.totals.gross)
        expect(f.refunds).toBe(st.totals.refunds)
        expect(f.averageTicket).toBe(f.orders ? Math.round(f.sales / f.orders) : 0)
      })
    )
  })

  it('top goods by quantity, at most ten, their lines merged', () => {
    const lines = Array.from({ length: 14 }, (_, i) => ({
      goodsId: i + 1,
      name: `g${i}`,
      qty: i + 1,
      amount: 100
    }))
    const f = buildFigures({
      period: 'today',
      today: TO,
      sales: [],
      refunds: [],
      lines: [...lines, { goodsId: 1, name: 'g0', qty: 20, amount: 900 }]
    })
    expect(f.topGoods).toHaveLength(10)
    expect(f.topGoods[0]).toEqual({ goodsId: 1, name: 'g0', qty: 21, amount: 1000 })
    expect(f.topGoods[1]!.goodsId).toBe(14)
  })
})
