import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver } from '../../test-support/fixtures'
import GroupHome from './index'

const api = vi.hoisted(() => ({ listMerchants: vi.fn(), addShow: vi.fn(), getAdByKey: vi.fn() }))
vi.mock('@/services/home', () => api)
vi.stubGlobal('IntersectionObserver', NoopObserver)

describe('group home', () => {
  beforeEach(() => {
    clearCache()
    fake.reset()
    api.listMerchants.mockResolvedValue({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false })
  })

  it('searches and opens every category; films go to the films showing', async () => {
    render(<GroupHome />)
    fireEvent.click(screen.getByRole('link', { name: '搜尋商家、團購' }))
    expect(fake.navigations.at(-1)?.url).toBe(GP.search)
    fireEvent.click(screen.getByText('電影'))
    expect(fake.navigations.at(-1)?.url).toBe(`${GP.filmClass}?category=${encodeURIComponent('電影')}`)
    fireEvent.click(screen.getByText('SPA'))
    expect(fake.navigations.at(-1)?.url).toBe(`${GP.classList}?category=SPA`)
    expect(await screen.findByText('附近暫無團購商家')).toBeTruthy()
  })
})
