import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import ExchangeRecord from './index'

const api = vi.hoisted(() => ({ listExchanges: vi.fn() }))
vi.mock('@/services/account-money', () => api)

describe('exchange records', () => {
  it('lists my exchanges with the points spent and the coupon state', async () => {
    api.listExchanges.mockResolvedValue({
      list: [
        {
          id: 2,
          itemKey: 'takeaway-40-2',
          name: '外賣滿40減2券',
          type: 'coupon',
          points: 5,
          couponId: 9,
          couponStatus: 'used',
          createdAt: 1_790_000_000
        },
        {
          id: 1,
          itemKey: 'red-envelope-10',
          name: '無門檻紅包 MOP 10',
          type: 'redEnvelope',
          points: 100,
          couponId: 8,
          couponStatus: 'usable',
          createdAt: 1_780_000_000
        }
      ],
      page: 1,
      pageSize: 20,
      total: 2,
      hasMore: false
    })
    render(<ExchangeRecord />)
    expect(await screen.findByText('外賣滿40減2券')).toBeTruthy()
    expect(screen.getByText('-5 蜂蜜')).toBeTruthy()
    expect(screen.getByText('-100 蜂蜜')).toBeTruthy()
    expect(screen.getByText(/已使用/)).toBeTruthy()
  })

  it('says so when there are none', async () => {
    api.listExchanges.mockResolvedValue({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false })
    render(<ExchangeRecord />)
    expect(await screen.findByText('暫無兌換記錄')).toBeTruthy()
  })
})
