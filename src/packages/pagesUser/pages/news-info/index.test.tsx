import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import NewsInfo from './index'

const api = vi.hoisted(() => ({ getNews: vi.fn(), getUnread: vi.fn() }))
vi.mock('@/services/account', () => api)

describe('one message (消息詳情)', () => {
  it('shows the title and the text of the message it was opened with', async () => {
    api.getNews.mockResolvedValue({
      id: 3,
      kind: 'notice',
      title: '颱風期間暫停外賣配送',
      body: '八號風球懸掛期間，外賣配送暫停，恢復後另行通知。',
      orderId: null,
      read: true,
      createdAt: 1_795_000_000
    })
    fake.pages.push({ route: 'packages/pagesUser/pages/news-info/index', options: { id: '3' } })
    render(<NewsInfo />)
    expect(await screen.findByText('颱風期間暫停外賣配送')).toBeTruthy()
    expect(screen.getByText('八號風球懸掛期間，外賣配送暫停，恢復後另行通知。')).toBeTruthy()
    await waitFor(() => expect(api.getNews).toHaveBeenCalledWith(3))
  })

  it('a message that cannot be loaded says so', async () => {
    api.getNews.mockRejectedValue(new Error('NOT_FOUND'))
    fake.pages.push({ route: 'packages/pagesUser/pages/news-info/index', options: { id: '404' } })
    render(<NewsInfo />)
    expect(await screen.findByText('消息載入失敗')).toBeTruthy()
  })

  it('without an id: 找不到消息, and nothing is asked', async () => {
    fake.pages.push({ route: 'packages/pagesUser/pages/news-info/index', options: {} })
    render(<NewsInfo />)
    expect(await screen.findByText('找不到消息')).toBeTruthy()
    expect(api.getNews).not.toHaveBeenCalled()
  })
})
