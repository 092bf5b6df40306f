import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { card, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ listMarketGoods: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SearchGoods from './index'

const page = (list: ReturnType<typeof card>[]) => ({ list, total: list.length, page: 1, pageSize: 20 })

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/search-goods/index', options: { mchId: '5' } })
  mk.listMarketGoods.mockReset()
})

describe('supermarket search-goods', () => {
  it('a hot word searches the store, the sort asks again, the word joins the history', async () => {
    mk.listMarketGoods.mockResolvedValue(page([card()]))
    const { unmount } = render(<SearchGoods />)
    expect(screen.queryByText('歷史搜尋')).toBeNull()
    fireEvent.click(screen.getByText('鮮奶'))
    expect(await screen.findByText('澳門鮮奶')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenLastCalledWith({ mchId: 5, keyword: '鮮奶', sort: 'default' })

    mk.listMarketGoods.mockResolvedValue(page([card({ id: 12, name: '高鈣鮮奶' })]))
    fireEvent.click(screen.getByRole('tab', { name: '價格由低到高' }))
    expect(await screen.findByText('高鈣鮮奶')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenLastCalledWith({ mchId: 5, keyword: '鮮奶', sort: 'priceAsc' })
    unmount()

    render(<SearchGoods />)
    expect(screen.getByText('歷史搜尋')).toBeTruthy()
    expect(screen.getAllByText('鮮奶').length).toBe(2)
  })

  it('no match says so', async () => {
    mk.listMarketGoods.mockResolvedValue(page([]))
    render(<SearchGoods />)
    fireEvent.click(screen.getByText('可樂'))
    expect(await screen.findByText('沒有找到相關商品，換個關鍵字試試')).toBeTruthy()
  })
})
