import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, item, merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import Car from './index'

const big = [{ name: '份量', values: [{ value: '大份' }] }]
const answer = calc(
  [
    item({ itemCount: 2, amount: 7600 }),
    item({ cartId: 2, goodsId: 2, productId: 2, name: '豬扒包', props: big, amount: 3300, stock: 3 }),
    item({ cartId: 3, goodsId: 3, productId: 3, name: '凍檸茶', invalid: '已售罄' })
  ],
  {
    total: 11900,
    gapToMin: 0,
    canSubmit: true,
    feeLines: [
      { label: '商品金額', amount: 10900 },
      { label: '包裝費', amount: 600 },
      { label: '配送費', amount: 800 },
      { label: '滿60減10', amount: -1000 }
    ]
  },
  '已減<em>MOP 10</em>'
)

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/car/index', options: { mchId: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  cartApi.cartTotalCount.mockReset().mockResolvedValue(3)
  cartApi.calcCart.mockReset().mockResolvedValue({
    ...answer,
    coupons: [
      {
        id: 1,
        type: 'coupon',
        name: '滿60減10',
        amount: 1000,
        threshold: 6000,
        mchId: null,
        expireAt: 0,
        status: 'usable'
      }
    ]
  })
})

describe('car', () => {
  it('lists lines with options, greys invalid lines with the reason, and shows the fee lines', async () => {
    render(<Car />)
    expect(await screen.findByText('豬扒包')).toBeTruthy()
    expect(screen.getByText('大份')).toBeTruthy()
    expect(screen.getByText('已售罄')).toBeTruthy()
    expect(screen.getByText('失效商品 1 件')).toBeTruthy()
    expect(screen.getByText('滿60減10')).toBeTruthy()
    expect(screen.getByText('-MOP 10')).toBeTruthy()
    expect(screen.getByText('1張可用，下單時選擇')).toBeTruthy()
    expect(screen.getAllByText('MOP 119').length).toBeGreaterThan(0)
    expect(screen.getByText('MOP 10').className).toContain('lotus-em')
    fireEvent.click(screen.getByText('去結算'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/sub-order/index?mchId=5')
  })

  it('steppers send the full list; the stock cap stops before the server', async () => {
    render(<Car />)
    await screen.findByText('豬扒包')
    cartApi.calcCart.mockResolvedValueOnce(answer)
    fireEvent.click(screen.getByLabelText('減少叉燒飯'))
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(2))
    expect(cartApi.calcCart.mock.calls[1]?.[0].data).toEqual([
      { goodsId: 1, productId: 1, itemCount: 1, props: [], optType: null },
      { goodsId: 2, productId: 2, itemCount: 1, props: big, optType: null },
      { goodsId: 3, productId: 3, itemCount: 1, props: [], optType: null }
    ])
  })

  it('a line at its stock cap says 最多購買N件 and asks nothing', async () => {
    cartApi.calcCart.mockResolvedValueOnce(
      calc([item({ goodsId: 2, productId: 2, name: '豬扒包', props: big, itemCount: 3, stock: 3 })])
    )
    render(<Car />)
    fireEvent.click(await screen.findByLabelText('增加豬扒包'))
    expect(fake.toasts.map((t) => t.title)).toContain('最多購買3件')
    expect(cartApi.calcCart).toHaveBeenCalledTimes(1)
  })

  it('an empty cart says so; logged out users are asked to log in', async () => {
    cartApi.calcCart.mockResolvedValueOnce(calc([]))
    const { unmount } = render(<Car />)
    expect(await screen.findByText('購物車空空如也')).toBeTruthy()
    unmount()
    useSession.setState({ token: '', loggedIn: false })
    render(<Car />)
    fireEvent.click(screen.getByText('去登入'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/login/index')
  })
})
