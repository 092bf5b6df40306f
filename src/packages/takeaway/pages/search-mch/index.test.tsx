import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ listTakeawayMerchants: vi.fn(), getHotWords: vi.fn() }))
const home = vi.hoisted(() => ({ addShow: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/home', () => home)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SearchMch, { TAKEAWAY_HISTORY_KEY } from './index'

beforeEach(() => {
  fake.reset()
  useLocation.setState({ ...initialLocation })
  ta.getHotWords.mockReset().mockResolvedValue(['奶茶', '葡撻'])
  ta.listTakeawayMerchants.mockReset().mockResolvedValue({
    list: [merchant({ name: '瑪嘉烈蛋撻' })],
    page: 1,
    pageSize: 10,
    total: 1,
    hasMore: false
  })
  home.addShow.mockReset().mockResolvedValue(null)
})

describe('search-mch', () => {
  it('a ?keyword= link shows and searches the decoded word (issue 8 §1)', async () => {
    fake.pages.push({ route: 'x', options: { keyword: encodeURIComponent('奶茶') } })
    render(<SearchMch />)
    expect(
      document.querySelector('taro-input-core')?.getAttribute('value') ??
        document.querySelector('input')?.value
    ).toBe('奶茶')
    await vi.waitFor(() =>
      expect(ta.listTakeawayMerchants.mock.calls.at(-1)?.[0]).toMatchObject({ keyword: '奶茶' })
    )
  })

  it('shows history and hot words; a hot word searches takeaway merchants and is remembered', async () => {
    fake.storage.set(TAKEAWAY_HISTORY_KEY, ['燒味'])
    render(<SearchMch />)
    expect(screen.getByText('燒味')).toBeTruthy()
    expect(ta.listTakeawayMerchants).not.toHaveBeenCalled()
    fireEvent.click(await screen.findByText('葡撻'))
    expect(await screen.findByText('瑪嘉烈蛋撻')).toBeTruthy()
    expect(ta.listTakeawayMerchants.mock.calls.at(-1)?.[0]).toMatchObject({
      keyword: '葡撻',
      sort: 'smart',
      page: 1
    })
    expect(fake.storage.get(TAKEAWAY_HISTORY_KEY)).toEqual(['葡撻', '燒味'])
  })

  it('no result says so; 清除 empties the history', async () => {
    fake.storage.set(TAKEAWAY_HISTORY_KEY, ['燒味'])
    ta.listTakeawayMerchants.mockResolvedValueOnce({
      list: [],
      page: 1,
      pageSize: 10,
      total: 0,
      hasMore: false
    })
    const { unmount } = render(<SearchMch />)
    fireEvent.click(screen.getByText('燒味'))
    expect(await screen.findByText('沒有找到相關商家，換個關鍵字試試')).toBeTruthy()
    unmount()
    render(<SearchMch />)
    fireEvent.click(screen.getByText('清除'))
    expect(screen.queryByText('燒味')).toBeNull()
    expect(fake.storage.has(TAKEAWAY_HISTORY_KEY)).toBe(false)
  })
})
