import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useConfig } from '@/stores/config'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({ listMerchants: vi.fn(), addShow: vi.fn(), getConfig: vi.fn() }))
vi.mock('@/services/home', () => api)
import Search from './index'

const merchant = {
  id: 4,
  name: '瑪嘉烈蛋撻',
  logo: '',
  vertical: 'takeaway',
  category: '',
  district: '大堂區',
  address: '',
  lat: 0,
  lng: 0,
  distance: 640,
  star: 4.9,
  monthSales: 3200,
  avgPrice: 0,
  deliveryFee: 300,
  minOrder: 2000,
  deliveryMinutes: 25,
  tags: [],
  isOpen: true
}

/** Taro's Input reports text in e.detail.value. */
const type = (value: string) =>
  fireEvent(
    document.querySelector('.search__input')!,
    new CustomEvent('input', { bubbles: true, detail: { value } })
  )

// taro-image's lazyLoad needs it; jsdom has none
vi.stubGlobal(
  'IntersectionObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
)

beforeEach(() => {
  useLocation.setState({ ...initialLocation })
  useConfig.setState({
    config: { GLOBAL_CFG: { hotSearchWords: ['葡撻', '豬扒包'], searchPlaceholder: '搜尋商家或商品' } },
    loaded: true
  })
  api.listMerchants.mockReset().mockImplementation(async (q: { keyword?: string }) => ({
    list: q.keyword === '蛋撻' ? [merchant] : [],
    page: 1,
    pageSize: 10,
    total: 1,
    hasMore: false
  }))
  api.addShow.mockReset().mockResolvedValue(null)
})

describe('search', () => {
  it('shows hot words from GLOBAL_CFG; searching lists merchants by keyword and saves the word', async () => {
    render(<Search />)
    expect(screen.getByText('熱門搜尋')).toBeTruthy()
    expect(screen.getByText('豬扒包')).toBeTruthy()
    expect(screen.queryByText('歷史搜尋')).toBeNull()
    type('蛋撻')
    fireEvent.click(screen.getByText('搜尋', { selector: '.search__go' }))
    expect(await screen.findByText('瑪嘉烈蛋撻')).toBeTruthy()
    expect(screen.getByText('640m')).toBeTruthy()
    expect(api.listMerchants).toHaveBeenCalledWith(expect.objectContaining({ keyword: '蛋撻', page: 1 }))
    expect(fake.storage.get('lotus.searchHistory')).toEqual(['蛋撻'])
    await waitFor(() => expect(api.addShow).toHaveBeenCalledWith('SEARCH', [4]))
  })

  it('a hot word searches at once; no match shows the empty state', async () => {
    render(<Search />)
    fireEvent.click(screen.getByText('葡撻'))
    expect(await screen.findByText('沒有找到相關商家，換個關鍵字試試')).toBeTruthy()
  })

  it('history keeps 10 words, newest first without duplicates, and can be cleared', async () => {
    fake.storage.set('lotus.searchHistory', ['w1', 'w2', 'w3', 'w4', 'w5', 'w6', 'w7', 'w8', 'w9', 'w10'])
    const { unmount } = render(<Search />)
    expect(screen.getByText('歷史搜尋')).toBeTruthy()
    type('w5')
    fireEvent.click(screen.getByText('搜尋', { selector: '.search__go' }))
    type('新詞')
    fireEvent.click(screen.getByText('搜尋', { selector: '.search__go' }))
    expect(fake.storage.get('lotus.searchHistory')).toEqual([
      '新詞',
      'w5',
      'w1',
      'w2',
      'w3',
      'w4',
      'w6',
      'w7',
      'w8',
      'w9'
    ])
    unmount()
    render(<Search />)
    fireEvent.click(screen.getByText('清除'))
    expect(screen.queryByText('歷史搜尋')).toBeNull()
    expect(fake.storage.has('lotus.searchHistory')).toBe(false)
  })
})
