import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NoopObserver } from '../../test-support/fixtures'

const taro = vi.hoisted(() => ({ reachBottom: null as null | (() => void), previewImage: vi.fn() }))
vi.mock('@tarojs/taro', async (orig) => {
  const real = await orig<{ default: object }>()
  return {
    ...real,
    default: { ...real.default, previewImage: taro.previewImage },
    useReachBottom: (fn: () => void) => void (taro.reachBottom = fn)
  }
})
const mk = vi.hoisted(() => ({ listMarketReviews: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import MoreReviews from './index'

const summary = { count: 12, good: 9, bad: 2, withPhotos: 3, goodRate: 75 }
const review = (id: number, over: object = {}) => ({
  id,
  nickname: `用戶${id}`,
  star: 5,
  content: `評價內容${id}`,
  images: [] as string[],
  spec: '1L',
  createdAt: 1_700_000_000,
  ...over
})

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/more-reviews/index', options: { id: '11' } })
  taro.previewImage.mockReset().mockResolvedValue(undefined)
  mk.listMarketReviews.mockReset().mockImplementation(async (_id: number, filter: string, page: number) => {
    const list =
      filter === 'photos'
        ? [review(7, { content: '有圖好評', images: ['/api/img/goods/1.svg', '/api/img/goods/2.svg'] })]
        : filter === 'bad'
          ? [review(8, { star: 1, content: '太貴了' })]
          : [review(page * 10 + 1), review(page * 10 + 2)]
    return { list, page, pageSize: 10, total: 12, hasMore: filter === 'all' && page === 1, summary }
  })
})

describe('supermarket more-reviews', () => {
  it('lists the reviews with counts per filter and loads the next page on reach-bottom', async () => {
    render(<MoreReviews />)
    expect(await screen.findByText('評價內容11')).toBeTruthy()
    expect(screen.getByText('好評率 75%')).toBeTruthy()
    expect(screen.getByRole('tab', { name: '有圖 3' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: '差評 2' })).toBeTruthy()
    expect(mk.listMarketReviews).toHaveBeenCalledWith(11, 'all', 1)

    await act(async () => taro.reachBottom?.())
    expect(await screen.findByText('評價內容21')).toBeTruthy()
    expect(mk.listMarketReviews).toHaveBeenCalledWith(11, 'all', 2)

    fireEvent.click(screen.getByRole('tab', { name: '差評 2' }))
    expect(await screen.findByText('太貴了')).toBeTruthy()
    expect(screen.queryByText('評價內容11')).toBeNull()
  }, 20_000)

  it('the photo filter shows reviews with photos; a photo opens the viewer at that photo', async () => {
    render(<MoreReviews />)
    fireEvent.click(await screen.findByRole('tab', { name: '有圖 3' }))
    expect(await screen.findByText('有圖好評')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '查看用戶7的第2張圖片' }))
    expect(taro.previewImage).toHaveBeenCalledTimes(1)
    const arg = taro.previewImage.mock.calls[0]?.[0] as { urls: string[]; current: string }
    expect(arg.urls).toHaveLength(2)
    expect(arg.current).toBe(arg.urls[1])
    expect(arg.current).toContain('/api/img/goods/2.svg')
  }, 20_000)

  it('an empty filter says so', async () => {
    mk.listMarketReviews.mockResolvedValue({
      list: [],
      page: 1,
      pageSize: 10,
      total: 0,
      hasMore: false,
      summary
    })
    render(<MoreReviews />)
    expect(await screen.findByText('暫無相關評價')).toBeTruthy()
  }, 20_000)
})
