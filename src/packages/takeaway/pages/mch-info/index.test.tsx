import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, goods, item, merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn(), getComments: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
const fav = vi.hoisted(() => ({ collect: vi.fn(), cancelCollect: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/cart', () => cartApi)
vi.mock('@/services/favourite', () => fav)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import MchInfo from './index'

const spicy = goods({
  id: 2,
  name: '豬扒包',
  price: 2800,
  props: [
    {
      name: '份量',
      required: true,
      multi: false,
      values: [
        { value: '小份', priceDelta: 0 },
        { value: '大份', priceDelta: 500 }
      ]
    },
    { name: '加料', required: false, multi: true, values: [{ value: '芝士', priceDelta: 300 }] }
  ]
})
const menu = {
  categories: [
    { id: 10, name: '熱銷', count: 2, goods: [goods(), spicy] },
    {
      id: 11,
      name: '飲品',
      count: 1,
      goods: [goods({ id: 3, name: '凍檸茶', price: 1800, soldOut: true, categoryId: 11 })]
    }
  ]
}

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/mch-info/index', options: { id: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  ta.getMenu.mockReset().mockResolvedValue(menu)
  cartApi.cartTotalCount.mockReset().mockResolvedValue(2)
  cartApi.calcCart
    .mockReset()
    .mockResolvedValue(calc([item({ itemCount: 2 })], {}, '再買<em>MOP 12</em>減10'))
  cartApi.addToCart.mockReset()
  fav.collect.mockReset().mockResolvedValue(null)
  fav.cancelCollect.mockReset().mockResolvedValue(null)
})

const sidebarTab = (name: string) => screen.getAllByRole('tab').find((t) => t.textContent?.startsWith(name))

describe('mch-info', () => {
  it('shows the merchant, the menu by category with cart counts, and the server cart', async () => {
    render(<MchInfo />)
    expect(await screen.findByText('豬扒包')).toBeTruthy()
    expect(ta.getMerchant).toHaveBeenCalledWith(5, expect.objectContaining({ lat: expect.any(Number) }))
    expect(screen.getAllByText('澳門茶餐廳').length).toBeGreaterThan(0)
    expect(screen.getByText('滿60減10')).toBeTruthy()
    await waitFor(() => expect(sidebarTab('熱銷')?.textContent).toBe('熱銷2'))
    expect(sidebarTab('飲品')?.textContent).toBe('飲品')
    expect(cartApi.calcCart).toHaveBeenCalledWith(expect.objectContaining({ mchId: 5, data: null }), {
      silent: true
    })
    // the cart bar renders the server's answer, with the label's emphasis orange
    expect(screen.getByText('MOP 48')).toBeTruthy()
    expect(screen.getByText('差MOP 12起送')).toBeTruthy()
    expect(screen.getByText('MOP 12').className).toContain('lotus-em')
  })

  it('the fee is never a surprise: header and cart bar show the amount, not a bare band name (issue 8 §6)', async () => {
    ta.getMerchant.mockResolvedValue(merchant({ deliveryFee: 1700 }))
    cartApi.calcCart.mockResolvedValue(
      calc([item({ itemCount: 2 })], { deliveryFee: 1700, deliveryFeeLabel: '配送費（晚市）' })
    )
    render(<MchInfo />)
    await screen.findByText('豬扒包')
    await waitFor(() => expect(screen.getAllByText('配送費 MOP 17').length).toBe(2))
    expect(screen.queryByText('配送費（晚市）')).toBeNull()
  })

  it('a closed shop says when it opens and its plus buttons add nothing (issue 8 §7)', async () => {
    ta.getMerchant.mockResolvedValue(merchant({ isOpen: false, openHours: '' }))
    render(<MchInfo />)
    await screen.findByText('豬扒包')
    expect(screen.getByText('休息中，暫停接單')).toBeTruthy()
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(1))
    const plus = screen.getByLabelText('增加叉燒飯')
    expect(plus.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(plus)
    fireEvent.click(screen.getByLabelText('豬扒包 選規格'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(cartApi.calcCart).toHaveBeenCalledTimes(1)
    expect(fake.toasts).toEqual([])
  })

  it('plus on a plain goods sends the full list to calc', async () => {
    render(<MchInfo />)
    await screen.findByText('豬扒包')
    await waitFor(() => expect(screen.getByLabelText('減少叉燒飯')).toBeTruthy())
    cartApi.calcCart.mockResolvedValueOnce(
      calc([item({ itemCount: 3 })], { total: 12200, gapToMin: 0, canSubmit: true })
    )
    fireEvent.click(screen.getByLabelText('增加叉燒飯'))
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(2))
    expect(cartApi.calcCart.mock.calls[1]?.[0]).toMatchObject({
      mchId: 5,
      data: [{ goodsId: 1, productId: 1, itemCount: 3, props: [] }]
    })
    fireEvent.click(await screen.findByText('去結算'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/sub-order/index?mchId=5')
  })

  it('sold-out goods cannot be added', async () => {
    render(<MchInfo />)
    await screen.findByText('凍檸茶')
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getAllByText('已售罄').at(-1) as HTMLElement)
    expect(fake.toasts.map((t) => t.title)).toContain('已售罄')
    expect(cartApi.calcCart).toHaveBeenCalledTimes(1)
    expect(cartApi.addToCart).not.toHaveBeenCalled()
  })

  it('the spec popup requires required options, prices the deltas and adds the chosen line', async () => {
    cartApi.addToCart.mockResolvedValue(
      calc([item({ itemCount: 2 }), item({ goodsId: 2, productId: 2, name: '豬扒包' })])
    )
    render(<MchInfo />)
    fireEvent.click(await screen.findByLabelText('豬扒包 選規格'))
    const dialog = screen.getByRole('dialog')
    fireEvent.click(within(dialog).getByText('加入購物車'))
    expect(within(dialog).getByText('請選擇份量')).toBeTruthy()
    expect(cartApi.addToCart).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByText('大份 +MOP 5'))
    fireEvent.click(within(dialog).getByText('芝士 +MOP 3'))
    expect(within(dialog).getByText('MOP 36')).toBeTruthy()
    fireEvent.click(within(dialog).getByText('加入購物車'))
    await waitFor(() => expect(cartApi.addToCart).toHaveBeenCalled())
    expect(cartApi.addToCart).toHaveBeenCalledWith({
      lat: expect.any(Number),
      lng: expect.any(Number),
      mchId: 5,
      goodsId: 2,
      itemCount: 1,
      props: [
        { name: '份量', values: [{ value: '大份' }] },
        { name: '加料', values: [{ value: '芝士' }] }
      ]
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('the heart favourites the merchant and takes it back', async () => {
    render(<MchInfo />)
    fireEvent.click(await screen.findByLabelText('收藏'))
    expect(fav.collect).toHaveBeenCalledWith(5, 'merchant')
    fireEvent.click(await screen.findByLabelText('取消收藏'))
    expect(fav.cancelCollect).toHaveBeenCalledWith(5, 'merchant')
    expect(screen.getByLabelText('收藏')).toBeTruthy()
  })

  it('the cart popup lists lines and clears the cart', async () => {
    render(<MchInfo />)
    await screen.findByText('豬扒包')
    await waitFor(() => expect(screen.getByText('MOP 48')).toBeTruthy())
    fireEvent.click(screen.getByLabelText('購物車'))
    expect(await screen.findByText('已選商品')).toBeTruthy()
    cartApi.calcCart.mockResolvedValueOnce(calc([]))
    fireEvent.click(screen.getByText('清空'))
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(2))
    expect(cartApi.calcCart.mock.calls[1]?.[0]).toMatchObject({ data: [] })
  })

  it('an error offers a retry', async () => {
    ta.getMerchant.mockRejectedValueOnce(new Error('x'))
    render(<MchInfo />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('豬扒包')).toBeTruthy()
  })

  it('the header folds to one line as the menu scrolls and unfolds at the top (issue 8 §8)', async () => {
    const { container } = render(<MchInfo />)
    expect(await screen.findByText('會員卡')).toBeTruthy()
    const main = container.querySelector('.ta-menu__main')!
    main.dispatchEvent(new CustomEvent('scroll', { detail: { scrollTop: 300 } }))
    expect(await screen.findByTestId('mch-header-compact')).toBeTruthy()
    expect(screen.queryByText('會員卡')).toBeNull()
    // the folded header keeps the ♡ and the fee
    expect(screen.getByRole('button', { name: /收藏/ })).toBeTruthy()
    main.dispatchEvent(new CustomEvent('scroll', { detail: { scrollTop: 20 } }))
    expect(screen.getByTestId('mch-header-compact')).toBeTruthy()
    main.dispatchEvent(new CustomEvent('scroll', { detail: { scrollTop: 0 } }))
    expect(await screen.findByText('會員卡')).toBeTruthy()
    expect(screen.queryByTestId('mch-header-compact')).toBeNull()
  })
})
