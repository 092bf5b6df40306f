import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import NewsList from './index'

const api = vi.hoisted(() => ({ listNews: vi.fn() }))
vi.mock('@/services/account', () => api)

const msg = (id: number, title: string, read: boolean) => ({
  id,
  kind: 'order',
  title,
  body: '',
  orderId: 9,
  read,
  createdAt: 1_795_000_000
})

describe('messages of one kind (消息列表)', () => {
  it('lists the order messages, marks the unread one, and opens a message', async () => {
    api.listNews.mockResolvedValue({
      list: [msg(2, '你的訂單已送達', false), msg(1, '商家已接單', true)],
      page: 1,
      pageSize: 20,
      total: 2,
      hasMore: false
    })
    fake.pages.push({ route: 'packages/pagesUser/pages/news-list/index', options: { kind: 'order' } })
    render(<NewsList />)
    expect(await screen.findByText('● 你的訂單已送達')).toBeTruthy()
    expect(screen.getByText('商家已接單')).toBeTruthy()
    expect(screen.getByText('訂單消息')).toBeTruthy()
    expect(api.listNews).toHaveBeenCalledWith('order', 1)
    fireEvent.click(screen.getByText('商家已接單'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/news-info/index?id=1')
  })

  it('an unknown kind shows the platform notices; none yet says so', async () => {
    api.listNews.mockResolvedValue({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false })
    fake.pages.push({ route: 'packages/pagesUser/pages/news-list/index', options: { kind: 'x' } })
    render(<NewsList />)
    expect(await screen.findByText('暫無消息')).toBeTruthy()
    expect(screen.getByText('平台公告')).toBeTruthy()
    expect(api.listNews).toHaveBeenCalledWith('notice', 1)
  })
})
