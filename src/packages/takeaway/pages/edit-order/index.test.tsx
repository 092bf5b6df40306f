import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Address } from '@/services/address'
import { fake } from '../../../../../tests/setup/taro-fake'
import EditOrder from './index'

const orders = vi.hoisted(() => ({ getOrder: vi.fn(), updateOrderAddress: vi.fn() }))
const addresses = vi.hoisted(() => ({ listAddresses: vi.fn() }))
vi.mock('@/services/order', () => orders)
vi.mock('@/services/address', () => addresses)

const address = (id: number, address: string): Address => ({
  id,
  name: '陳大文',
  areaCode: '853',
  phone: '66123456',
  gender: 1,
  tag: '家',
  address,
  detail: '12樓A',
  lat: 22.19,
  lng: 113.54,
  isDefault: id === 1
})
const order = (status: string, statusText: string, at: Address) => ({
  id: 9,
  orderNo: 'T202601150001',
  vertical: 'takeaway',
  status,
  statusText,
  total: 12800,
  createdAt: 1_800_000_000,
  actions: [],
  items: [],
  amounts: { feeLines: [], total: 12800 },
  address: at,
  timeline: [],
  refund: null
})

beforeEach(() => {
  fake.pages.push({ route: 'packages/takeaway/pages/edit-order/index', options: { id: '9' } })
  addresses.listAddresses.mockResolvedValue([address(1, '澳門塔'), address(2, '大三巴牌坊')])
})

describe('change the delivery address (修改配送地址)', () => {
  it('a paid order moves to the chosen address after confirming, then the page goes back', async () => {
    orders.getOrder.mockResolvedValue(order('paid', '已支付', address(1, '澳門塔')))
    orders.updateOrderAddress.mockResolvedValue(order('paid', '已支付', address(2, '大三巴牌坊')))
    const modal = vi.spyOn(Taro, 'showModal')
    render(<EditOrder />)
    fireEvent.click(await screen.findByText('大三巴牌坊 12樓A'))
    await waitFor(() => expect(orders.updateOrderAddress).toHaveBeenCalledWith(9, 2))
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '修改地址' }))
    await waitFor(() => expect(fake.navigations.at(-1)?.kind).toBe('navigateBack'))
    expect(fake.toasts.at(-1)?.title).toBe('地址已修改')
  })

  it('an order already on its way cannot be changed: it says why and offers no addresses', async () => {
    orders.getOrder.mockResolvedValue(order('delivering', '配送中', address(1, '澳門塔')))
    render(<EditOrder />)
    expect(await screen.findByText('訂單配送中，不能再修改地址')).toBeTruthy()
    expect(screen.queryByText('大三巴牌坊 12樓A')).toBeNull()
    expect(screen.queryByText('+ 新增收貨地址')).toBeNull()
  })
})
