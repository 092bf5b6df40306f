import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, pickupOrder, smOrder } from '../../components/sm-order/fixtures'
import OrderTracking from './index'

const getOrder = vi.fn()
vi.mock('@/services/order', () => ({ getOrder: (...a: unknown[]) => getOrder(...a) }))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/order-del2/index', options: { id: '31' } })
})

describe('order tracking', () => {
  it('lists the server’s timeline, newest first', async () => {
    getOrder.mockResolvedValue(
      pickupOrder({
        status: 'ready',
        statusText: '待取貨',
        timeline: [
          ...pickupOrder().timeline,
          { status: 'ready', title: '商品已備妥，請憑取貨碼到店取貨', at: NOW - 100, note: null }
        ]
      })
    )
    render(<OrderTracking />)
    expect(await screen.findByText('待取貨')).toBeTruthy()
    const titles = Array.from(document.querySelectorAll('.sm-order__tl')).map(
      (n) => n.children[0]?.textContent
    )
    expect(titles).toEqual(['商品已備妥，請憑取貨碼到店取貨', '支付成功，取貨碼已發出', '訂單已提交'])
    expect(screen.getByText('蓮花鮮選超市（新馬路店）')).toBeTruthy()
  })

  it('while a rider carries it: the map with the rider’s estimate, the phone masked', async () => {
    getOrder.mockResolvedValue(
      smOrder({
        status: 'delivering',
        statusText: '配送中',
        estimatedArrival: NOW + 60 * 60,
        rider: { name: '陳家明', phone: '66880001' },
        riderMap: {
          shop: { lat: 22.19, lng: 113.54 },
          destination: { lat: 22.2, lng: 113.545 },
          rider: { lat: 22.195, lng: 113.542, at: NOW },
          estimatedArrival: NOW + 10 * 60
        },
        timeline: [
          ...smOrder().timeline,
          { status: 'delivering', title: '騎手已取餐，配送中', at: NOW - 60, note: null }
        ]
      })
    )
    render(<OrderTracking />)
    expect(await screen.findByText('配送中')).toBeTruthy()
    // NOW is 2027-01-15 16:00 in Macau
    expect(screen.getByText('預計 16:10 送達')).toBeTruthy()
    expect(screen.getByText('騎手 陳家明')).toBeTruthy()
    expect(screen.getByText('66****01')).toBeTruthy()
    expect(screen.queryByText('陳家明 66880001')).toBeNull()
    expect(screen.queryByText('預計送達')).toBeNull()
    expect(document.querySelectorAll('.rider-map__pin')).toHaveLength(3)
    expect(document.querySelector('.sm-order__tl')?.textContent).toContain('騎手已取餐，配送中')
  })
})
