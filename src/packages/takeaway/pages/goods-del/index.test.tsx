import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, goods, item, merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn(), getGoods: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import GoodsDel from './index'

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/goods-del/index', options: { id: '1', mchId: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  ta.getGoods.mockReset()
  cartApi.cartTotalCount.mockReset().mockResolvedValue(3)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
  cartApi.addToCart.mockReset()
})

describe('goods-del', () => {
  it('shows the goods and adds a plain goods to the cart', async () => {
    ta.getGoods.mockResolvedValue({
      ...goods({ originalPrice: 4800, description: '蜜汁叉燒，即叫即燒', limitBuy: 2 }),
      merchantId: 5,
      merchantName: '澳門茶餐廳'
    })
    render(<GoodsDel />)
    expect(await screen.findByText('蜜汁叉燒，即叫即燒')).toBeTruthy()
    expect(screen.getByText('MOP 48').className).toContain('orig')
    expect(screen.getByText('每人限購2份')).toBeTruthy()
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(1))
    cartApi.calcCart.mockResolvedValueOnce(calc([item()]))
    fireEvent.click(screen.getByText('加入購物車'))
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(2))
    expect(cartApi.calcCart.mock.calls[1]?.[0]).toMatchObject({
      mchId: 5,
      data: [{ goodsId: 1, itemCount: 1, props: [] }]
    })
    expect(await screen.findByLabelText('減少叉燒飯')).toBeTruthy()
  })

  it('goods with options open the spec popup', async () => {
    ta.getGoods.mockResolvedValue({
      ...goods({
        props: [{ name: '甜度', required: true, multi: false, values: [{ value: '少甜', priceDelta: 0 }] }]
      }),
      merchantId: 5,
      merchantName: '澳門茶餐廳'
    })
    cartApi.addToCart.mockResolvedValue(
      calc([item({ props: [{ name: '甜度', values: [{ value: '少甜' }] }] })])
    )
    render(<GoodsDel />)
    fireEvent.click(await screen.findByText('選規格'))
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByText('少甜'))
    fireEvent.click(within(dialog).getByText('加入購物車'))
    await waitFor(() =>
      expect(cartApi.addToCart).toHaveBeenCalledWith({
        lat: expect.any(Number),
        lng: expect.any(Number),
        mchId: 5,
        goodsId: 1,
        itemCount: 1,
        props: [{ name: '甜度', values: [{ value: '少甜' }] }]
      })
    )
  })
})
