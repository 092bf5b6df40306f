import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import News from './index'

const api = vi.hoisted(() => ({ getUnread: vi.fn(), readNews: vi.fn() }))
vi.mock('@/services/account', () => api)

describe('message centre (消息中心)', () => {
  it('shows the unread count of each kind; 全部標為已讀 clears them and the button goes', async () => {
    api.getUnread.mockResolvedValue({ notice: 2, order: 1, total: 3 })
    api.readNews.mockResolvedValue({ notice: 0, order: 0, total: 0 })
    render(<News />)
    expect(await screen.findByText('2')).toBeTruthy()
    expect(screen.getByText('1')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '全部標為已讀' }))
    await waitFor(() => expect(screen.queryByText('2')).toBeNull())
    expect(api.readNews).toHaveBeenCalledWith({ all: true })
    expect(screen.queryByRole('button', { name: '全部標為已讀' })).toBeNull()
  })

  it('each kind opens its own list', async () => {
    api.getUnread.mockResolvedValue({ notice: 0, order: 0, total: 0 })
    render(<News />)
    fireEvent.click(await screen.findByText('訂單消息'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/news-list/index?kind=order')
    fireEvent.click(screen.getByText('平台公告'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/news-list/index?kind=notice')
    expect(screen.queryByRole('button', { name: '全部標為已讀' })).toBeNull()
  })
})
