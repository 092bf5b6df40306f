import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import GoodsFavorites from './index'

const api = vi.hoisted(() => ({ listCollects: vi.fn(), collect: vi.fn(), cancelCollect: vi.fn() }))
vi.mock('@/services/favourite', () => api)

const page = <T,>(list: T[]) => ({ list, page: 1, pageSize: 20, total: list.length, hasMore: false })
const merchant = {
  id: 5,
  vertical: 'takeaway',
  name: '官也葡國餐廳',
  logo: '',
  isOpen: true,
  star: 4.7,
  monthSales: 320,
  deliveryMinutes: 30,
  distance: 800,
  avgPrice: 9000,
  minOrder: 5000,
  deliveryFee: 800,
  district: '氹仔',
  tags: []
}
const goods = {
  id: 71,
  name: '豬扒包',
  image: '',
  price: 3800,
  soldOut: true,
  merchantId: 5,
  merchantName: '大利來記'
}

// the merchant card's lazily loaded logo watches its visibility
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoopObserver)
  api.listCollects.mockImplementation(async (q: { objType: string }) =>
    page<object>(q.objType === 'merchant' ? [merchant] : [goods])
  )
})

describe('my favourites (我的收藏)', () => {
  it('lists the merchants first; a merchant opens its page', async () => {
    render(<GoodsFavorites />)
    fireEvent.click(await screen.findByText('官也葡國餐廳'))
    expect(fake.navigations.at(-1)?.url).toMatch(/^\/packages\/takeaway\/pages\/mch-info\/index\?id=5/)
    expect(screen.getByText('沒有更多了')).toBeTruthy()
  })

  it('the goods tab shows price, shop and sold out; 取消收藏 asks, removes it and says the list is empty', async () => {
    api.cancelCollect.mockResolvedValue(null)
    render(<GoodsFavorites />)
    fireEvent.click(screen.getByRole('tab', { name: '商品' }))
    expect(await screen.findByText('豬扒包')).toBeTruthy()
    expect(screen.getByText('大利來記')).toBeTruthy()
    expect(screen.getByText('已售罄')).toBeTruthy()
    api.listCollects.mockResolvedValue(page([]))
    fireEvent.click(screen.getByText('取消收藏'))
    await waitFor(() => expect(api.cancelCollect).toHaveBeenCalledWith(71, 'goods'))
    expect(await screen.findByText('還沒有收藏的商品')).toBeTruthy()
    expect(fake.toasts.at(-1)?.title).toBe('已取消收藏')
  })

  it('a failed list says so', async () => {
    api.listCollects.mockRejectedValue(new Error('NETWORK'))
    render(<GoodsFavorites />)
    expect(await screen.findByText('收藏載入失敗')).toBeTruthy()
  })
})
