import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, order } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.orderDel.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('group order detail', () => {
  it('shows each code as QR and digits with its state; refund, evaluate', async () => {
    api.order.mockResolvedValue(order())
    open({ id: '900' })
    expect(await screen.findByText('1234 5678 9012')).toBeTruthy()
    expect(screen.getByLabelText('券碼 123456789012')).toBeTruthy()
    expect(screen.getByText('未使用')).toBeTruthy()
    expect(screen.getByText('已使用')).toBeTruthy()
    expect(document.querySelectorAll('.gp-code__qr')).toHaveLength(2)
    fireEvent.click(screen.getByText('申請退款'))
    expect(lastUrl()).toBe(`${GP.refundOrder}?id=900`)
    fireEvent.click(screen.getByText('寫評價'))
    expect(lastUrl()).toBe(`${GP.subEvaluate}?orderId=900`)
  })

  it('a ticket order shows the showtime and until when it can be refunded', async () => {
    api.order.mockResolvedValue(
      order({
        fulfilment: 'ticket',
        ticket: {
          startsAt: 1_763_900_000,
          refundUntil: 1_763_892_800,
          rule: '開場前 2 小時可退票，座位即時釋放'
        }
      })
    )
    open({ id: '900' })
    expect(await screen.findByText('觀影資料')).toBeTruthy()
    expect(screen.getByText('2025-11-23 18:13 前可退票')).toBeTruthy()
    expect(screen.getByText('申請退票')).toBeTruthy()
  })

  it('a paid order opens its printable receipt', async () => {
    api.order.mockResolvedValue(order())
    open({ id: '900' })
    fireEvent.click(await screen.findByText('收據'))
    expect(lastUrl()).toBe('/packages/pagesUser/pages/order-receipt/index?orderId=900')
  })

  it('an unpaid order has no receipt yet', async () => {
    api.order.mockResolvedValue(order({ status: 'unpaid' }))
    open({ id: '900' })
    expect(await screen.findByText('去支付')).toBeTruthy()
    expect(screen.queryByText('收據')).toBeNull()
  })

  it('another user’s order answers as missing', async () => {
    api.order.mockRejectedValue(new Error('NOT_FOUND'))
    open({ id: '900' })
    expect(await screen.findByText('載入失敗')).toBeTruthy()
  })
})
