import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import OrderDel2 from './index'

const getOrder = vi.fn()
vi.mock('@/services/order', () => ({ getOrder: (...a: unknown[]) => getOrder(...a) }))

const NOW = 1_800_000_000
const order = (over: Record<string, unknown> = {}) => ({
  id: 9,
  orderNo: 'T202601150001',
  vertical: 'takeaway',
  merchantId: 5,
  merchantName: '官也葡國餐廳',
  status: 'completed',
  statusText: '已完成',
  total: 12800,
  createdAt: NOW - 3600,
  actions: [],
  items: [
    {
      goodsId: 10,
      name: '葡國雞飯',
      image: '',
      props: [{ name: '辣度', values: [{ value: '少辣' }] }],
      itemCount: 2,
      unitPrice: 6800,
      amount: 13600
    }
  ],
  amounts: {
    feeLines: [
      { label: '商品金額', amount: 13600 },
      { label: '滿減', amount: -800 }
    ],
    total: 12800
  },
  address: { name: '陳大文', areaCode: '853', phone: '66123456', address: '澳門塔', detail: '12樓A' },
  remark: '少辣',
  payMethod: 'shopCard',
  paidAt: NOW - 3500,
  timeline: [],
  refund: null,
  ...over
})

beforeEach(() => {
  fake.pages.push({ route: 'packages/takeaway/pages/order-del2/index', options: { id: '9' } })
})

describe('order receipt (訂單小票)', () => {
  it('itemises the lines with their options, the fee lines and the total, and how it was paid', async () => {
    getOrder.mockResolvedValue(order())
    render(<OrderDel2 />)
    expect(await screen.findByText('葡國雞飯（少辣）')).toBeTruthy()
    expect(screen.getByText('x2')).toBeTruthy()
    expect(screen.getAllByText('136.00')).toHaveLength(2) // the line and 商品金額
    expect(screen.getByText('-8.00')).toBeTruthy()
    expect(screen.getByText('128.00')).toBeTruthy()
    expect(screen.getByText('訂單號：T202601150001')).toBeTruthy()
    // paid from the merchant's shop card: said so, not 在線支付
    expect(screen.getByText('支付方式：商家儲值卡')).toBeTruthy()
    expect(screen.getByText('備註：少辣')).toBeTruthy()
    expect(getOrder.mock.calls[0]?.[0]).toBe(9)
  })

  it('an unpaid order has no payment line; an order that cannot be read offers a retry', async () => {
    getOrder
      .mockRejectedValueOnce(new Error('NETWORK'))
      .mockResolvedValueOnce(
        order({ status: 'unpaid', statusText: '待付款', payMethod: null, paidAt: null, remark: '' })
      )
    render(<OrderDel2 />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('待付款')).toBeTruthy()
    expect(screen.queryByText(/支付方式/)).toBeNull()
    expect(screen.queryByText(/備註/)).toBeNull()
  })
})
