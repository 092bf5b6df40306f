import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'

// Taro gives page configs a global at build time; give it one here to read the config
vi.hoisted(() => {
  ;(globalThis as { definePageConfig?: (c: unknown) => unknown }).definePageConfig = (c) => c
})
const pageEvents = vi.hoisted(() => ({ reachBottom: null as null | (() => void) }))
vi.mock('@tarojs/taro', async (orig) => ({
  ...(await orig<object>()),
  useReachBottom: (fn: () => void) => void (pageEvents.reachBottom = fn)
}))
const mk = vi.hoisted(() => ({ listMarketNews: vi.fn() }))
vi.mock('@/services/market', () => mk)

import NewsList from './index'
import config from './index.config'

const news = (id: number) => ({
  id,
  title: `資訊${id}`,
  summary: `摘要${id}`,
  body: '',
  createdAt: 1_700_000_000
})

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/news-list/index', options: {} })
  mk.listMarketNews.mockReset().mockImplementation(async (page: number) => ({
    list: page === 1 ? [news(1), news(2)] : [news(3)],
    page,
    pageSize: 10,
    total: 3,
    hasMore: page === 1
  }))
})

describe('supermarket news-list', () => {
  it('loads the next page 100 px before the bottom (spec §9) and opens a news item', async () => {
    expect(config).toMatchObject({ onReachBottomDistance: 100 })
    render(<NewsList />)
    expect(await screen.findByText('資訊1')).toBeTruthy()
    expect(screen.getByText('摘要2')).toBeTruthy()
    expect(screen.queryByText('資訊3')).toBeNull()

    await act(async () => pageEvents.reachBottom?.())
    expect(await screen.findByText('資訊3')).toBeTruthy()
    expect(mk.listMarketNews).toHaveBeenLastCalledWith(2)
    expect(screen.getByText('沒有更多了')).toBeTruthy()

    fireEvent.click(screen.getByRole('link', { name: '資訊3' }))
    expect(fake.navigations.at(-1)?.url).toContain('/packages/supermarket/pages/news-del/index?id=3')
  }, 20_000)

  it('a failing list offers a retry that loads it', async () => {
    mk.listMarketNews.mockRejectedValueOnce(new Error('down'))
    render(<NewsList />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('資訊1')).toBeTruthy()
  }, 20_000)
})
