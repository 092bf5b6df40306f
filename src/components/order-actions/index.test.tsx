import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import Taro from '@tarojs/taro'
import { reorderChangeText } from '@/stores/order-reducer'
import { fake } from '../../../tests/setup/taro-fake'
import { OrderActions } from './index'

const getReorder = vi.fn()
const calcCart = vi.fn()
const confirmOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getReorder: (...a: unknown[]) => getReorder(...a),
  confirmOrder: (...a: unknown[]) => confirmOrder(...a),
  cancelOrder: vi.fn()
}))
vi.mock('@/services/cart', () => ({ calcCart: (...a: unknown[]) => calcCart(...a) }))
vi.mock('@/services/takeaway', () => ({ getMerchant: async () => ({ phone: '28888888' }) }))

beforeEach(() => {
  calcCart.mockResolvedValue({})
})

describe('order actions', () => {
  it('reorder lists what changed, puts the lines in the cart and opens it', async () => {
    const modal = vi.spyOn(Taro, 'showModal')
    getReorder.mockResolvedValue({
      lines: [{ goodsId: 1, itemCount: 2, props: [] }],
      changes: [
        { goodsId: 1, name: '葡撻', kind: 'price', before: 1000, after: 1200 },
        { goodsId: 2, name: '豬扒包', kind: 'soldOut', before: null, after: null }
      ]
    })
    render(<OrderActions order={{ id: 9, merchantId: 6, actions: ['reorder'] }} />)
    fireEvent.click(screen.getByText('再來一單'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/car/index?mchId=6')
    )
    expect(modal.mock.calls[0]?.[0]).toMatchObject({
      content: '葡撻 漲價：MOP 10.00 → MOP 12.00\n豬扒包 已售罄，未加入購物車'
    })
    expect(calcCart.mock.calls[0]?.[0]).toMatchObject({
      mchId: 6,
      data: [{ goodsId: 1, itemCount: 2, props: [] }]
    })
  })

  it('confirm receipt asks, sends and reports the new order', async () => {
    const changed = vi.fn()
    confirmOrder.mockResolvedValue({ id: 9, status: 'completed' })
    render(
      <OrderActions order={{ id: 9, merchantId: 6, actions: ['confirm', 'refund'] }} onChanged={changed} />
    )
    fireEvent.click(screen.getByText('確認收貨'))
    await waitFor(() => expect(changed).toHaveBeenCalledWith({ id: 9, status: 'completed' }))
    expect(confirmOrder).toHaveBeenCalledWith(9)
  })

  it('contact calls the merchant', async () => {
    const call = vi.spyOn(Taro, 'makePhoneCall')
    render(<OrderActions order={{ id: 9, merchantId: 6, actions: ['refund', 'contact'] }} />)
    fireEvent.click(screen.getByText('聯繫商家'))
    await waitFor(() => expect(call).toHaveBeenCalledWith({ phoneNumber: '28888888' }))
  })

  it('unknown actions are not shown; none at all renders nothing', () => {
    const { container } = render(<OrderActions order={{ id: 9, merchantId: 6, actions: [] }} />)
    expect(container.textContent).toBe('')
    expect(reorderChangeText({ goodsId: 1, name: 'A', kind: 'removed', before: null, after: null })).toBe(
      'A 已下架，未加入購物車'
    )
  })
})
