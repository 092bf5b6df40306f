import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmItem, pmPage } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({ listPointsMallItems: vi.fn() }))
const pts = vi.hoisted(() => ({ getPointsBalance: vi.fn(), listPointsRecords: vi.fn() }))
vi.mock('@/services/points-mall', () => pm)
vi.mock('@/services/points', () => pts)

import PointList from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  pts.getPointsBalance.mockReset().mockResolvedValue({ balance: 1280, expiring: null })
  pm.listPointsMallItems
    .mockReset()
    .mockImplementation(async (kind: string) =>
      kind === 'gift'
        ? pmPage([
            pmItem(),
            pmItem({ id: 2, name: '澳門手信大禮包', points: 800, cash: 6800, stock: 0, perUser: 0 })
          ])
        : pmPage([pmItem({ id: 21, kind: 'coupon', name: '通用10元券', points: 550, perUser: 5 })])
    )
})

describe('points mall list', () => {
  it('shows my balance, gifts with honey and cash prices, stock and limit; coupons on their tab', async () => {
    render(<PointList />)
    expect(await screen.findByText('環保購物袋')).toBeTruthy()
    expect(screen.getByTestId('pm-balance').textContent).toBe('1280')
    expect(screen.getByText('200 蜂蜜')).toBeTruthy()
    expect(screen.getByText('庫存 500 · 每人限兌2件')).toBeTruthy()
    expect(screen.getByText('800 蜂蜜 + MOP 68')).toBeTruthy()
    expect(screen.getByText('已兌完')).toBeTruthy()

    fireEvent.click(screen.getByRole('tab', { name: '優惠券' }))
    expect(await screen.findByText('通用10元券')).toBeTruthy()
    expect(pm.listPointsMallItems).toHaveBeenLastCalledWith('coupon', 1)

    fireEvent.click(screen.getByRole('link', { name: '通用10元券' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/point-detail/index?id=21')
  })

  it('offers a retry when the list fails', async () => {
    pm.listPointsMallItems.mockRejectedValueOnce(new Error('down'))
    render(<PointList />)
    expect(await screen.findByText('載入失敗')).toBeTruthy()
  })
})
