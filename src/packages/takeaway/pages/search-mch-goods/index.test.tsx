import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, goods, item, merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/cart', () => cartApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SearchMchGoods from './index'

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/search-mch-goods/index', options: { id: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  ta.getMenu.mockReset().mockResolvedValue({
    categories: [{ id: 10, name: '熱銷', count: 2, goods: [goods(), goods({ id: 2, name: '凍奶茶' })] }]
  })
  cartApi.cartTotalCount.mockReset().mockResolvedValue(3)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
})

describe('search-mch-goods', () => {
  it("filters the shop's menu and adds from the results", async () => {
    render(<SearchMchGoods />)
    expect(await screen.findByText('輸入商品名稱，在本店菜單中查找')).toBeTruthy()
    typeInto(screen.getByLabelText('搜尋關鍵字'), '奶茶')
    expect(await screen.findByText('凍奶茶')).toBeTruthy()
    expect(screen.queryByText('叉燒飯')).toBeNull()
    await waitFor(() => expect(cartApi.calcCart).toHaveBeenCalledTimes(1))
    cartApi.calcCart.mockResolvedValueOnce(calc([item({ goodsId: 2, productId: 2, name: '凍奶茶' })]))
    fireEvent.click(screen.getByLabelText('增加凍奶茶'))
    await waitFor(() =>
      expect(cartApi.calcCart.mock.calls[1]?.[0]).toMatchObject({ data: [{ goodsId: 2, itemCount: 1 }] })
    )
    typeInto(screen.getByLabelText('搜尋關鍵字'), '漢堡')
    expect(await screen.findByText('本店沒有找到相關商品')).toBeTruthy()
  })
})
