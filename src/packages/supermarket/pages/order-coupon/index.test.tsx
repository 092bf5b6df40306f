import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmOrder, pmPage } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({ listPointsMallOrders: vi.fn() }))
vi.mock('@/services/points-mall', () => pm)

import OrderCoupon from './index'

const coupon = (over: Partial<ReturnType<typeof pmOrder>>) =>
  pmOrder({
    kind: 'coupon',
    way: 'coupon',
    status: 'issued',
    statusText: '已發放',
    store: null,
    pickupCode: null,
    ...over
  })

beforeEach(() => {
  clearCache()
  fake.reset()
  pm.listPointsMallOrders.mockReset().mockResolvedValue(
    pmPage([
      coupon({
        id: 9,
        name: '通用10元券',
        points: 550,
        couponId: 3,
        coupon: {
          amount: 1000,
          threshold: 10000,
          expiresAt: 1_797_000_000,
          state: 'usable',
          stateText: '可使用'
        }
      }),
      coupon({
        id: 8,
        name: '通用5元券',
        points: 300,
        couponId: 2,
        coupon: { amount: 500, threshold: 0, expiresAt: 1_790_000_000, state: 'expired', stateText: '已過期' }
      })
    ])
  )
})

describe('coupons obtained by exchange', () => {
  it('lists only coupon exchanges with each coupon’s state', async () => {
    render(<OrderCoupon />)
    expect(await screen.findByText('通用10元券')).toBeTruthy()
    expect(pm.listPointsMallOrders).toHaveBeenCalledWith({ status: 'all', kind: 'coupon' }, 1)
    expect(screen.getByText('滿MOP 100減MOP 10')).toBeTruthy()
    expect(screen.getByText('可使用')).toBeTruthy()
    expect(screen.getByText('無門檻減MOP 5')).toBeTruthy()
    expect(screen.getByText('已過期')).toBeTruthy()
  })

  it('says so when there is none', async () => {
    pm.listPointsMallOrders.mockResolvedValue(pmPage([]))
    render(<OrderCoupon />)
    expect(await screen.findByText('還沒有兌換優惠券')).toBeTruthy()
  })
})
