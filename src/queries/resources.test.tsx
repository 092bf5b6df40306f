import { act, renderHook, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Address } from '@/services/address'
import type { OrderDetail } from '@/services/order'

vi.mock('@/services/address', () => ({
  listAddresses: vi.fn(),
  saveAddress: vi.fn(),
  deleteAddress: vi.fn()
}))
vi.mock('@/services/pay', () => ({ payWallet: vi.fn(), payOnline: vi.fn() }))
vi.mock('@/services/wallet', () => ({
  getWalletInfo: vi.fn(),
  listWalletRecords: vi.fn(),
  recharge: vi.fn(),
  setPayPassword: vi.fn()
}))
vi.mock('@/services/order', () => ({ getOrder: vi.fn(), listOrders: vi.fn() }))
const addressApi = await import('@/services/address')
const payApi = await import('@/services/pay')
const walletApi = await import('@/services/wallet')
const orderApi = await import('@/services/order')
const { clearCache } = await import('./cache')
const { removeAddress, saveAddressAndRefresh, useAddresses } = await import('./addresses')
const { payFromWallet, useOrder } = await import('./order')
const { useOrders } = await import('./orders')
const { useWalletInfo } = await import('./wallet')

const addr = (id: number, name: string) => ({ id, name }) as unknown as Address
const order = (status: string) => ({ id: 9, status }) as unknown as OrderDetail

beforeEach(() => clearCache())

describe('mutations refresh what they change', () => {
  it('saving an address shows it in the list on screen; deleting removes it at once', async () => {
    const list = [addr(1, '家')]
    vi.mocked(addressApi.listAddresses).mockImplementation(async () => [...list])
    vi.mocked(addressApi.saveAddress).mockImplementation(async () => {
      list.push(addr(2, '公司'))
      return list[1]!
    })
    const q = renderHook(() => useAddresses())
    await waitFor(() => expect(q.result.current.data).toHaveLength(1))
    await act(() => saveAddressAndRefresh({ name: '公司' } as never))
    expect(q.result.current.data?.map((a) => a.name)).toEqual(['家', '公司'])

    await act(() => removeAddress(1))
    expect(q.result.current.data?.map((a) => a.name)).toEqual(['公司'])
  })

  it('paying from the wallet updates the order, the order list and the balance on screen', async () => {
    let paid = false
    vi.mocked(orderApi.getOrder).mockImplementation(async () => order(paid ? 'paid' : 'unpaid'))
    vi.mocked(orderApi.listOrders).mockImplementation(async () => ({
      list: [{ id: 9, status: paid ? 'paid' : 'unpaid' }] as never,
      page: 1,
      pageSize: 10,
      total: 1,
      hasMore: false
    }))
    vi.mocked(walletApi.getWalletInfo).mockImplementation(
      async () => ({ balance: paid ? 200 : 1200 }) as never
    )
    vi.mocked(payApi.payWallet).mockImplementation(async () => {
      paid = true
      return order('paid')
    })
    const detail = renderHook(() => useOrder(9))
    const list = renderHook(() => useOrders({}))
    const wallet = renderHook(() => useWalletInfo())
    await waitFor(() => expect(wallet.result.current.data).toEqual({ balance: 1200 }))
    await waitFor(() => expect(list.result.current.items).toHaveLength(1))

    await act(() => payFromWallet(9, '123456'))
    expect(detail.result.current.data?.status).toBe('paid')
    await waitFor(() => expect(wallet.result.current.data).toEqual({ balance: 200 }))
    await waitFor(() => expect(list.result.current.items[0]).toMatchObject({ status: 'paid' }))
  })
})
