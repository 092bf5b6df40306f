import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, pickupOrder } from '../../components/sm-order/fixtures'
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
})
