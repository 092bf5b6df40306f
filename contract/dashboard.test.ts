import { describe, expect, it } from 'vitest'
import { buildDashboard } from './dashboard'
import { macauDayStartOf } from './macau-time'

const at = (day: string, hour: number) => macauDayStartOf(day) + hour * 3_600_000

describe('buildDashboard', () => {
  it('counts each order on its Macau paid day and each refund on its approval day; the parts add up', () => {
    const days = ['2026-11-27', '2026-11-28', '2026-11-29']
    const d = buildDashboard(
      7,
      days,
      [
        { userId: 1, vertical: 'takeaway', paidAt: at('2026-11-27', 23.5), total: 5000 },
        // 00:30 Macau on the 28th (16:30 UTC on the 27th)
        { userId: 1, vertical: 'takeaway', paidAt: at('2026-11-28', 0.5), total: 3000 },
        { userId: 2, vertical: 'supermarket', paidAt: at('2026-11-29', 12), total: 12_000 },
        { userId: 3, vertical: 'member', paidAt: at('2026-11-29', 13), total: 1500 },
        // before the period: not counted
        { userId: 4, vertical: 'takeaway', paidAt: at('2026-11-26', 12), total: 999 }
      ],
      [{ vertical: 'takeaway', decidedAt: at('2026-11-29', 9), amount: 5000 }]
    )
    expect(d).toMatchObject({
      from: '2026-11-27',
      to: '2026-11-29',
      orders: 4,
      takings: 21_500,
      activeCustomers: 3,
      refunds: 1,
      refundAmount: 5000
    })
    expect(d.series.map((s) => [s.day, s.orders, s.takings, s.refundAmount])).toEqual([
      ['2026-11-27', 1, 5000, 0],
      ['2026-11-28', 1, 3000, 0],
      ['2026-11-29', 2, 13_500, 5000]
    ])
    expect(d.verticals).toEqual([
      { vertical: 'supermarket', orders: 1, takings: 12_000 },
      { vertical: 'takeaway', orders: 2, takings: 8000 },
      { vertical: 'member', orders: 1, takings: 1500 }
    ])
    expect(d.verticals.reduce((s, v) => s + v.takings, 0)).toBe(d.takings)
  })
})
