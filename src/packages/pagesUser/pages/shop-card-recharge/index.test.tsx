import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import ShopCardRecharge from './index'

const api = vi.hoisted(() => ({
  listShopCardOffers: vi.fn(),
  getShopCardOffer: vi.fn(),
  listMyShopCards: vi.fn(),
  listShopCardRecords: vi.fn(),
  buyShopCard: vi.fn()
}))
vi.mock('@/services/account-money', () => api)
const wallet = vi.hoisted(() => ({ getWalletInfo: vi.fn() }))
vi.mock('@/services/wallet', () => wallet)
const pay = vi.hoisted(() => ({ openPayUrl: vi.fn() }))
vi.mock('@/components/order-actions/open-pay-url', () => pay)

const offer = (balance: number) => ({
  mchId: 3,
  merchantName: '麗記茶餐廳',
  vertical: 'takeaway',
  tiers: [
    { id: 1, pay: 10000, credit: 11000 },
    { id: 2, pay: 20000, credit: 22500 }
  ],
  balance
})
const page = (list: unknown[]) => ({ list, page: 1, pageSize: 20, total: list.length, hasMore: false })

beforeEach(() => {
  wallet.getWalletInfo.mockResolvedValue({
    balance: 30000,
    hasPayPassword: true,
    lockedUntil: null,
    triesLeft: 5
  })
  api.listShopCardOffers.mockResolvedValue([offer(0)])
  api.listMyShopCards.mockResolvedValue([])
  api.getShopCardOffer.mockResolvedValue(offer(0))
  api.listShopCardRecords.mockResolvedValue(page([]))
})

describe('shop cards', () => {
  it('lists the merchants selling cards with their best bonus', async () => {
    render(<ShopCardRecharge />)
    fireEvent.click(await screen.findByText('麗記茶餐廳'))
    expect(screen.getByText('儲值 MOP 200 得 MOP 225')).toBeTruthy()
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/shop-card-recharge/index?mchId=3')
  })

  it("buys a tier from the wallet with the pay password and shows the card's balance and history", async () => {
    fake.pages.push({ route: 'packages/pagesUser/pages/shop-card-recharge/index', options: { mchId: '3' } })
    api.buyShopCard.mockResolvedValue({ offer: offer(11000) })
    render(<ShopCardRecharge />)
    expect(await screen.findByText('送 MOP 10')).toBeTruthy()
    api.getShopCardOffer.mockResolvedValue(offer(11000))
    api.listShopCardRecords.mockResolvedValue(
      page([
        {
          id: 1,
          kind: 'buy',
          amount: 11000,
          balanceAfter: 11000,
          orderId: null,
          title: '儲值 MOP 100 得 MOP 110',
          createdAt: 1_790_000_000
        }
      ])
    )
    fireEvent.click(await screen.findByRole('button', { name: '錢包支付 MOP 100（餘額 MOP 300）' }))
    for (const d of '135790') fireEvent.click(await screen.findByLabelText(d))
    await waitFor(() =>
      expect(api.buyShopCard).toHaveBeenCalledWith({
        mchId: 3,
        tierId: 1,
        method: 'wallet',
        password: '135790'
      })
    )
    expect(await screen.findByText('MOP 110.00')).toBeTruthy()
    expect(await screen.findByText('儲值 MOP 100 得 MOP 110')).toBeTruthy()
  })

  it('buys online through the gateway', async () => {
    fake.pages.push({ route: 'packages/pagesUser/pages/shop-card-recharge/index', options: { mchId: '3' } })
    api.buyShopCard.mockResolvedValue({ payUrl: '/api/gateway/pay?txn=T9' })
    render(<ShopCardRecharge />)
    fireEvent.click(await screen.findByRole('radio', { name: /儲值 MOP 200 得 MOP 225/ }))
    fireEvent.click(screen.getByRole('button', { name: '電子支付 MOP 200' }))
    await waitFor(() =>
      expect(api.buyShopCard).toHaveBeenCalledWith({ mchId: 3, tierId: 2, method: 'online' })
    )
    expect(pay.openPayUrl).toHaveBeenCalledWith('/api/gateway/pay?txn=T9', '購買儲值卡')
  })
})
