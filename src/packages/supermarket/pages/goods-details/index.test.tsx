import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, detail, item, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ getMarketGoods: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import GoodsDetails from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({
    route: 'packages/supermarket/pages/goods-details/index',
    options: { id: '11', mchId: '5' }
  })
  useSession.setState({ token: 'tok', loggedIn: true })
  mk.getMarketGoods.mockReset().mockResolvedValue(detail())
  cartApi.cartTotalCount.mockReset().mockResolvedValue(3)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
  cartApi.addToCart.mockReset()
})

describe('supermarket goods-details', () => {
  it('each spec is a SKU with its own price and limit; the chosen SKU goes into the cart', async () => {
    render(<GoodsDetails />)
    expect(await screen.findByText('每日新鮮送到')).toBeTruthy()
    expect(screen.getByText(/好評率 100%/)).toBeTruthy()
    expect(screen.getByText('好新鮮')).toBeTruthy()
    expect(screen.getByText('MOP 18')).toBeTruthy()
    expect(screen.getByText('庫存 20')).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: /2L/ }))
    expect(await screen.findByText('庫存 5 · 每人限購2件')).toBeTruthy()
    expect(screen.getAllByText('MOP 32').length).toBeGreaterThan(0)

    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalled())
    const calls = cartApi.calcCart.mock.calls.length
    cartApi.calcCart.mockResolvedValue(
      calc([item({ goodsId: 12, productId: 12, name: '澳門鮮奶 2L', stock: 5, limitBuy: 2 })], {
        total: 3200
      })
    )
    fireEvent.click(screen.getByText('加入購物車'))
    await waitFor(() => expect(cartApi.calcCart.mock.calls.length).toBeGreaterThan(calls))
    expect(cartApi.calcCart.mock.calls.at(-1)?.[0]).toMatchObject({
      mchId: 5,
      data: [{ goodsId: 12, itemCount: 1, props: [] }]
    })
    expect(await screen.findByLabelText('減少澳門鮮奶 2L')).toBeTruthy()
    // the cart bar works as takeaway's: the bag opens the chosen goods, 去結算 the checkout (issue 35 point 3)
    expect(document.querySelector('.cart-bar__badge')?.textContent).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: '購物車' }))
    expect(await screen.findByText('已選商品')).toBeTruthy()
    fireEvent.click(screen.getByText('去結算'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/sub-order/index?mchId=5')
  }, 20_000)

  it('names brand, origin and sales without a dangling dot when the goods has no brand', async () => {
    const { unmount } = render(<GoodsDetails />)
    expect(await screen.findByText('蓮花牧場 · 產地 澳門 · 已售 30')).toBeTruthy()
    unmount()
    clearCache()
    mk.getMarketGoods.mockResolvedValue(detail({ brand: '' }))
    render(<GoodsDetails />)
    expect(await screen.findByText('產地 澳門 · 已售 30')).toBeTruthy()
  }, 20_000)

  it('a sold-out SKU cannot be added', async () => {
    mk.getMarketGoods.mockResolvedValue(
      detail({
        skus: [
          {
            productId: 11,
            spec: '1L',
            price: 1800,
            originalPrice: null,
            stock: 0,
            totalStock: 0,
            limitBuy: 0
          }
        ],
        soldOut: true
      })
    )
    render(<GoodsDetails />)
    expect(await screen.findByText('已售罄')).toBeTruthy()
    expect(screen.queryByText('加入購物車')).toBeNull()
  }, 20_000)

  it('opens all reviews and similar goods', async () => {
    mk.getMarketGoods.mockResolvedValue(
      detail({ reviews: { count: 8, good: 7, bad: 1, withPhotos: 3, goodRate: 88 } })
    )
    render(<GoodsDetails />)
    fireEvent.click(await screen.findByRole('link', { name: /查看全部評價（3條有圖）/ }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/more-reviews/index?id=11')
    fireEvent.click(screen.getByRole('link', { name: /找相似/ }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/find-similar/index?id=11')
  }, 20_000)
})
