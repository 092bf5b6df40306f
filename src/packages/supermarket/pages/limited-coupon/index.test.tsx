import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { ApiError } from '@/services/errors'
import type { LimitedCoupon } from '@/services/market'
import { ErrorCode } from '@lotus/contract/error-codes'
import { fake } from '../../../../../tests/setup/taro-fake'

const mk = vi.hoisted(() => ({ listLimitedCoupons: vi.fn(), claimLimitedCoupon: vi.fn() }))
vi.mock('@/services/market', () => mk)

import LimitedCouponPage from './index'

const batch = (over: Partial<LimitedCoupon> = {}): LimitedCoupon => ({
  id: 1,
  name: '限時滿100減15',
  type: 'coupon',
  amount: 1500,
  threshold: 10000,
  mchId: 5,
  storeName: '蓮花超市 氹仔店',
  total: 100,
  left: 40,
  perUser: 1,
  mine: 0,
  startsAt: 1_700_000_000,
  endsAt: 1_702_592_000,
  validDays: 7,
  state: 'open',
  canClaim: true,
  scope: null,
  ...over
})

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/limited-coupon/index', options: { mchId: '5' } })
  mk.listLimitedCoupons.mockReset().mockResolvedValue([
    batch(),
    batch({
      id: 2,
      name: '限時滿200減40',
      amount: 4000,
      threshold: 20000,
      state: 'upcoming',
      canClaim: false
    })
  ])
  mk.claimLimitedCoupon.mockReset()
})

describe('supermarket limited-coupon', () => {
  it('a red envelope says 紅包 on its card, a coupon does not', async () => {
    mk.listLimitedCoupons.mockResolvedValue([
      batch(),
      batch({ id: 3, name: '雙十一狂歡', type: 'redEnvelope', mchId: null, storeName: '全平台' })
    ])
    render(<LimitedCouponPage />)
    const envelope = await screen.findByRole('group', { name: '雙十一狂歡' })
    expect(within(envelope).getByText('紅包')).toBeTruthy()
    expect(within(screen.getByRole('group', { name: '限時滿100減15' })).queryByText('紅包')).toBeNull()
  })

  it('shows window, what is left and the per-user limit; a claim asks again and shows 已領取', async () => {
    render(<LimitedCouponPage />)
    const card = await screen.findByRole('group', { name: '限時滿100減15' })
    expect(mk.listLimitedCoupons).toHaveBeenCalledWith(5)
    expect(within(card).getByText('MOP 15')).toBeTruthy()
    expect(within(card).getByText('滿MOP 100可用')).toBeTruthy()
    expect(within(card).getByText('剩餘 40/100 張')).toBeTruthy()
    expect(within(card).getByText('每人限領1張')).toBeTruthy()
    expect(within(card).getByText(/11-15 06:13 至 12-15 06:13/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '即將開搶 限時滿200減40' })).toBeTruthy()

    mk.claimLimitedCoupon.mockResolvedValue({
      couponId: 9,
      batch: batch({ left: 39, mine: 1, canClaim: false })
    })
    mk.listLimitedCoupons.mockResolvedValue([batch({ left: 39, mine: 1, canClaim: false })])
    fireEvent.click(within(card).getByRole('button', { name: '立即領取 限時滿100減15' }))
    expect(await screen.findByText('領取成功，已放入我的優惠券')).toBeTruthy()
    expect(mk.claimLimitedCoupon).toHaveBeenCalledWith(1)
    expect(await screen.findByText('剩餘 39/100 張')).toBeTruthy()
    expect(screen.getByText('每人限領1張 · 已領 1 張')).toBeTruthy()
    expect(screen.getByRole('button', { name: '已領取 限時滿100減15' })).toBeTruthy()
    expect(fake.toasts.at(-1)?.title).toBe('領取成功')
  }, 20_000)

  it('shows the server’s answer when the claim is refused (sold out, not started, limit reached)', async () => {
    render(<LimitedCouponPage />)
    mk.claimLimitedCoupon.mockRejectedValueOnce(new ApiError(ErrorCode.COUPON_NOT_STARTED, '未到領取時間'))
    fireEvent.click(await screen.findByRole('button', { name: '即將開搶 限時滿200減40' }))
    expect(await screen.findByText('未到領取時間')).toBeTruthy()

    mk.listLimitedCoupons.mockResolvedValue([batch({ left: 0, state: 'soldOut', canClaim: false })])
    mk.claimLimitedCoupon.mockRejectedValueOnce(new ApiError(ErrorCode.COUPON_SOLD_OUT, '優惠券已搶光'))
    fireEvent.click(screen.getByRole('button', { name: '立即領取 限時滿100減15' }))
    expect(await screen.findByText('優惠券已搶光')).toBeTruthy()
    expect(await screen.findByRole('button', { name: '已搶光 限時滿100減15' })).toBeTruthy()
    expect(mk.listLimitedCoupons.mock.calls.length).toBeGreaterThanOrEqual(3)
  }, 20_000)

  it('says when there is nothing to claim', async () => {
    mk.listLimitedCoupons.mockResolvedValue([])
    render(<LimitedCouponPage />)
    expect(await screen.findByText('暫無可領取的優惠券')).toBeTruthy()
  }, 20_000)

  it('shows what an aisle- or goods-scoped coupon is limited to', async () => {
    mk.listLimitedCoupons.mockResolvedValue([
      batch({ id: 3, name: '乳品蛋類滿60減10', scope: { kind: 'aisle', aisleId: 11, name: '乳品蛋類' } }),
      batch({ id: 4, name: '維記鮮奶滿50減8', scope: { kind: 'goods', spuId: 40, name: '維記鮮奶' } }),
      batch({ id: 5, name: '限時滿100減15' })
    ])
    render(<LimitedCouponPage />)
    const aisle = await screen.findByRole('group', { name: '乳品蛋類滿60減10' })
    expect(within(aisle).getByTestId('coupon-scope').textContent).toBe(
      '限「乳品蛋類」貨架，門檻只計此範圍商品'
    )
    const goods = screen.getByRole('group', { name: '維記鮮奶滿50減8' })
    expect(within(goods).getByTestId('coupon-scope').textContent).toBe('限「維記鮮奶」，門檻只計此範圍商品')
    expect(
      within(screen.getByRole('group', { name: '限時滿100減15' })).queryByTestId('coupon-scope')
    ).toBeNull()
  })
})
