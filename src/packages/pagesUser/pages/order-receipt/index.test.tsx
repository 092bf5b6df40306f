import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { ApiError } from '@/services/errors'
import { getReceipt, type OrderReceipt } from '@/services/receipt'
import Receipt from './index'

vi.mock('@/services/receipt', () => ({ getReceipt: vi.fn() }))

const receipt: OrderReceipt = {
  orderId: 9,
  orderNo: 'L2611220001',
  vertical: 'takeaway',
  fulfilment: 'delivery',
  merchant: { name: '官也葡國餐廳', address: '氹仔官也街 12 號', phone: '28881234' },
  lines: [{ name: '葡式蛋撻', options: '熱 / 少甜', itemCount: 2, unitPrice: 2000, amount: 4000 }],
  fees: [
    { label: '商品金額', amount: 4000 },
    { label: '配送費', amount: 800 }
  ],
  discounts: [{ label: '新客立減', amount: -300 }],
  total: 4500,
  payMethod: 'wallet',
  payMethodText: '錢包餘額',
  // 2026-11-22 04:05:06 UTC = 12:05:06 in Macau
  paidAt: Date.UTC(2026, 10, 22, 4, 5, 6) / 1000,
  refunded: 0,
  statusText: '已付款'
}

beforeEach(() => {
  fake.pages.push({ route: 'packages/pagesUser/pages/order-receipt/index', options: { orderId: '9' } })
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// a loaded 2-core machine renders the first page slowly
describe('order receipt', { timeout: 20_000 }, () => {
  it('prints merchant, lines, fees, discounts, payment and the Macau time; 列印收據 opens the print dialog', async () => {
    vi.mocked(getReceipt).mockResolvedValue(receipt)
    const print = vi.fn()
    vi.stubGlobal('print', print)
    render(<Receipt />)
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
    expect(getReceipt).toHaveBeenCalledWith(9)
    expect(screen.getByText('2026-11-22 12:05:06')).toBeTruthy()
    expect(screen.getByText('熱 / 少甜 · MOP 20.00 × 2')).toBeTruthy()
    expect(screen.getByText('新客立減')).toBeTruthy()
    expect(screen.getByText('-MOP 3.00')).toBeTruthy()
    expect(screen.getByText('MOP 45.00')).toBeTruthy()
    expect(screen.getByText('錢包餘額')).toBeTruthy()
    expect(screen.queryByText('已退款')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '列印收據' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it("an unpaid order: the server's refusal, no retry and no print", async () => {
    vi.mocked(getReceipt).mockRejectedValue(new ApiError('ORDER_STATE', '訂單尚未支付，沒有收據'))
    render(<Receipt />)
    expect(await screen.findByText('訂單尚未支付，沒有收據')).toBeTruthy()
    expect(screen.queryByText('重試')).toBeNull()
    expect(screen.queryByText('列印收據')).toBeNull()
  })

  it('a failed request offers a retry', async () => {
    vi.mocked(getReceipt).mockRejectedValueOnce(new ApiError('NETWORK', '')).mockResolvedValue(receipt)
    render(<Receipt />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('官也葡國餐廳')).toBeTruthy()
  })
})
