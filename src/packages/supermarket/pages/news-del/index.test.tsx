import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'

const mk = vi.hoisted(() => ({ getMarketNews: vi.fn() }))
vi.mock('@/services/market', () => mk)

import NewsDel from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/news-del/index', options: { id: '7' } })
  mk.getMarketNews.mockReset().mockResolvedValue({
    id: 7,
    title: '週末鮮果節',
    summary: '全線門市水果八折',
    body: '本週六、日全線門市進口水果八折。',
    createdAt: 1_700_000_000
  })
})

describe('supermarket news-del', () => {
  it('shows the news item', async () => {
    render(<NewsDel />)
    expect(await screen.findByRole('heading', { name: '週末鮮果節' })).toBeTruthy()
    expect(screen.getByText('本週六、日全線門市進口水果八折。')).toBeTruthy()
    expect(screen.getByText('2023-11-15 06:13')).toBeTruthy()
    expect(mk.getMarketNews).toHaveBeenCalledWith(7)
  }, 20_000)

  it('a missing item shows the error with a retry', async () => {
    mk.getMarketNews.mockRejectedValue(new Error('NOT_FOUND'))
    render(<NewsDel />)
    expect(await screen.findByText('資訊載入失敗')).toBeTruthy()
  }, 20_000)
})
