import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, pickupOrder } from '../../components/sm-order/fixtures'
import SelfOrderDel from './index'

const getOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  cancelOrder: vi.fn(),
  confirmOrder: vi.fn(),
  getReorder: vi.fn()
}))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/self-order-del/index', options: { id: '31' } })
})

describe('self-pickup order detail', () => {
  it('shows the pickup code as a QR code and as digits, the store’s address and hours and the state', async () => {
    getOrder.mockResolvedValue(pickupOrder())
    render(<SelfOrderDel />)
    expect((await screen.findByTestId('pickup-code')).textContent).toBe('1234 5678')
    const qr = screen.getByLabelText('取貨碼二維碼 12345678')
    expect(qr.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(screen.getByText('澳門新馬路 125 號地下')).toBeTruthy()
    expect(screen.getByText('08:00-22:00')).toBeTruthy()
    expect(screen.getByText('已付款')).toBeTruthy()
    expect(screen.getByText('到店出示取貨碼，店員核銷後即可取貨')).toBeTruthy()
    expect(getOrder).toHaveBeenCalledWith(31)
  })

  it('shows the pickup point the order was placed with', async () => {
    getOrder.mockResolvedValue({
      ...pickupOrder(),
      pickup: {
        ...pickupOrder().pickup!,
        point: { id: 32, name: '智能取貨櫃', address: '新馬路 125 號側門', hours: '24 小時' }
      }
    })
    render(<SelfOrderDel />)
    expect(await screen.findByText('智能取貨櫃')).toBeTruthy()
    expect(screen.getByText('新馬路 125 號側門')).toBeTruthy()
    expect(screen.getByText('24 小時')).toBeTruthy()
  })

  it('before paying there is no code; after pickup the code is marked used', async () => {
    getOrder.mockResolvedValueOnce(
      pickupOrder({
        status: 'unpaid',
        statusText: '待付款',
        actions: ['pay', 'cancel'],
        paidAt: null,
        payDeadline: NOW + 600,
        pickup: { ...pickupOrder().pickup!, code: null }
      })
    )
    const { unmount } = render(<SelfOrderDel />)
    expect(await screen.findByText('待付款')).toBeTruthy()
    expect(screen.queryByTestId('pickup-code')).toBeNull()
    expect(screen.getByText('去付款')).toBeTruthy()
    unmount()
    clearCache()
    getOrder.mockResolvedValueOnce(
      pickupOrder({
        status: 'completed',
        statusText: '已完成',
        actions: ['evaluate', 'reorder', 'refund'],
        pickup: { ...pickupOrder().pickup!, redeemedAt: NOW - 60 }
      })
    )
    render(<SelfOrderDel />)
    expect(await screen.findByText(/已於 .* 取貨/)).toBeTruthy()
    expect(screen.getByText('評價')).toBeTruthy()
  })
})
