import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmItem } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({ getPointsMallItem: vi.fn() }))
const pts = vi.hoisted(() => ({ getPointsBalance: vi.fn(), listPointsRecords: vi.fn() }))
vi.mock('@/services/points-mall', () => pm)
vi.mock('@/services/points', () => pts)

import PointDetail from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/point-detail/index', options: { id: '2' } })
  pts.getPointsBalance.mockReset().mockResolvedValue({ balance: 1000, expiring: null })
  pm.getPointsMallItem
    .mockReset()
    .mockResolvedValue(
      pmItem({ id: 2, name: '澳門手信大禮包', points: 800, cash: 6800, stock: 60, perUser: 2 })
    )
})

describe('points mall gift detail', () => {
  it('shows the picture, price with cash, stock, limit and how it is received; exchange opens the confirm page', async () => {
    render(<PointDetail />)
    expect(await screen.findByText('澳門手信大禮包')).toBeTruthy()
    expect(pm.getPointsMallItem).toHaveBeenCalledWith(2)
    expect(screen.getByLabelText('澳門手信大禮包')).toBeTruthy()
    expect(screen.getByTestId('pm-detail-price').textContent).toBe('800 蜂蜜 + MOP 68')
    expect(screen.getByText(/庫存 60/).textContent).toContain('每人限兌2件')
    expect(screen.getByText('到店自取 或 送貨上門')).toBeTruthy()
    expect(screen.getByText('蜂蜜即時扣除，現金部分於收銀台支付')).toBeTruthy()
    await screen.findByText('我的蜂蜜 1000')
    fireEvent.click(screen.getByRole('button', { name: '立即兌換' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/sub-point-order/index?id=2')
  })

  it('a sold-out gift or too little honey cannot be exchanged', async () => {
    pm.getPointsMallItem.mockResolvedValue(pmItem({ stock: 0 }))
    render(<PointDetail />)
    const btn = await screen.findByRole('button', { name: '已兌完' })
    fireEvent.click(btn)
    expect(fake.navigations).toEqual([])
  })

  it('a coupon item is issued into the account', async () => {
    pts.getPointsBalance.mockResolvedValue({ balance: 100, expiring: null })
    pm.getPointsMallItem.mockResolvedValue(
      pmItem({
        kind: 'coupon',
        name: '通用10元券',
        points: 550,
        coupon: { amount: 1000, threshold: 10000, days: 30, mchId: null }
      })
    )
    render(<PointDetail />)
    expect(await screen.findByText('兌換後立即發放到帳戶')).toBeTruthy()
    expect(screen.getByText(/滿MOP 100減MOP 10/)).toBeTruthy()
    expect(await screen.findByRole('button', { name: '蜂蜜不足' })).toBeTruthy()
  })
})
