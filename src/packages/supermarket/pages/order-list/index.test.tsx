import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmOrder, pmPage } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({ listPointsMallOrders: vi.fn() }))
vi.mock('@/services/points-mall', () => pm)

import PointOrderList from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  pm.listPointsMallOrders.mockReset().mockImplementation(async (q: { status: string }, page: number) =>
    q.status === 'cancelled'
      ? pmPage([])
      : q.status === 'shipped'
        ? pmPage([
            pmOrder({ id: 8, name: '保鮮盒三件套', way: 'delivery', status: 'shipped', statusText: '已發貨' })
          ])
        : page === 1
          ? pmPage(
              [
                pmOrder(),
                pmOrder({
                  id: 6,
                  name: '澳門手信大禮包',
                  points: 800,
                  cash: 6800,
                  status: 'unpaid',
                  statusText: '待付款'
                })
              ],
              true
            )
          : pmPage([pmOrder({ id: 5, name: '蓮花保溫杯', status: 'completed', statusText: '已完成' })])
  )
})

describe('my exchanges', () => {
  it('lists exchanges with their states, pages on, filters by state and opens one', async () => {
    render(<PointOrderList />)
    expect(await screen.findByRole('link', { name: '環保購物袋 待自取' })).toBeTruthy()
    expect(screen.getByText('800 蜂蜜 + MOP 68')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '載入更多' }))
    expect(await screen.findByRole('link', { name: '蓮花保溫杯 已完成' })).toBeTruthy()
    expect(pm.listPointsMallOrders).toHaveBeenLastCalledWith({ status: 'all' }, 2)
    fireEvent.click(screen.getByRole('link', { name: '環保購物袋 待自取' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/point-order-del/index?id=7')
    fireEvent.click(screen.getByRole('tab', { name: '已取消' }))
    expect(await screen.findByText('暫無兌換記錄')).toBeTruthy()
  })

  it('the 已發貨 tab lists gifts on their way', async () => {
    render(<PointOrderList />)
    fireEvent.click(await screen.findByRole('tab', { name: '已發貨' }))
    expect(await screen.findByRole('link', { name: '保鮮盒三件套 已發貨' })).toBeTruthy()
    expect(pm.listPointsMallOrders).toHaveBeenLastCalledWith({ status: 'shipped' }, 1)
  })
})
