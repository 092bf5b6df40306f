import type { BoardOrder } from '@lotus/contract/board'
import { describe, expect, it } from 'vitest'
import { arrivals, byColumn, clock, minutesSince, newRefunds, pendingRefunds } from './board-model'

const order = (id: number, column: BoardOrder['column'], paidAt: number): BoardOrder => ({
  id,
  orderNo: `N${id}`,
  vertical: 'takeaway',
  fulfilment: 'delivery',
  fulfilmentText: '外送',
  status: 'paid',
  statusText: '已付款',
  column,
  total: 1000,
  itemCount: 1,
  items: [],
  remark: '',
  paidAt,
  acceptBy: null,
  prepMinutes: null,
  acceptedAt: null,
  deliveryTime: null
})

describe('the board model', () => {
  it('puts each order in its column, the longest waiting first, finished ones newest first', () => {
    const cols = byColumn([
      order(1, 'new', 300),
      order(2, 'new', 100),
      order(3, 'done', 50),
      order(4, 'done', 70)
    ])
    expect(cols.new.map((o) => o.id)).toEqual([2, 1])
    expect(cols.done.map((o) => o.id)).toEqual([4, 3])
    expect(cols.preparing).toEqual([])
  })

  it('rings only for new orders it had not seen, never on the first load', () => {
    const first = [order(1, 'new', 1)]
    expect(arrivals(null, first)).toEqual([])
    expect(
      arrivals(first, [...first, order(2, 'new', 2), order(3, 'preparing', 3)]).map((o) => o.id)
    ).toEqual([2])
  })

  it('writes countdowns and waits', () => {
    expect(clock(125_000)).toBe('2:05')
    expect(clock(-5)).toBe('0:00')
    expect(minutesSince(0, 185_000)).toBe(3)
  })

  it('lists only pending refund requests, the longest waiting first, and rings only for new ones', () => {
    const r = (id: number, status: string, createdAt: number) => ({ id, status, createdAt })
    const rows = [r(1, 'pending', 300), r(2, 'approved', 100), r(3, 'pending', 200), r(4, 'rejected', 50)]
    expect(pendingRefunds(rows).map((x) => x.id)).toEqual([3, 1])
    expect(newRefunds(null, rows)).toEqual([])
    expect(
      newRefunds([r(1, 'pending', 300)], [r(1, 'pending', 300), r(5, 'pending', 400)]).map((x) => x.id)
    ).toEqual([5])
  })
})
