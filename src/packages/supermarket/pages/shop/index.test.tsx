import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, card, home, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ getMarketHome: vi.fn(), listMarketGoods: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import Shop from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/shop/index', options: { id: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  mk.getMarketHome.mockReset().mockResolvedValue(home())
  mk.listMarketGoods.mockReset()
  cartApi.cartTotalCount.mockReset().mockResolvedValue(0)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
})

describe('supermarket shop', () => {
  it('shows the store, banner and deals; an aisle lists its goods; a goods opens its details', async () => {
    render(<Shop />)
    expect(await screen.findByText('滿MOP 100免運費')).toBeTruthy()
    expect(screen.getByText('週末鮮果節')).toBeTruthy()
    expect(screen.getByText('澳門鮮奶')).toBeTruthy()
    expect(screen.getByText('蓮花牧場 · 2款規格')).toBeTruthy()
    expect(mk.getMarketHome).toHaveBeenCalledWith(5)

    mk.listMarketGoods.mockResolvedValue({
      list: [card({ id: 21, name: '泰國香米', skus: [] })],
      total: 1,
      page: 1,
      pageSize: 20
    })
    fireEvent.click(screen.getByText('糧油米麵'))
    expect(await screen.findByText('泰國香米')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenCalledWith({ mchId: 5, aisleId: 2 })
    expect(screen.queryByText('澳門鮮奶')).toBeNull()

    fireEvent.click(screen.getByText('泰國香米'))
    expect(fake.navigations.at(-1)).toMatchObject({
      url: expect.stringContaining('/packages/supermarket/pages/goods-details/index?id=21&mchId=5')
    })
  }, 20_000)

  it('a failing store shows a retry', async () => {
    mk.getMarketHome.mockRejectedValue(new Error('down'))
    render(<Shop />)
    expect(await screen.findByText('門店載入失敗')).toBeTruthy()
  }, 20_000)

  it('links to the aisle layout, the weekly hot sellers, limited coupons and a banner’s news', async () => {
    render(<Shop />)
    fireEvent.click(await screen.findByRole('link', { name: /逛貨架/ }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/shop2/index?id=5')
    fireEvent.click(screen.getByRole('link', { name: /每週熱銷/ }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/hot-list/index?mchId=5')
    fireEvent.click(screen.getByRole('link', { name: /限時搶券/ }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/limited-coupon/index?mchId=5')
    fireEvent.click(screen.getByRole('link', { name: '週末鮮果節' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/news-del/index?id=1')
  }, 20_000)
})
