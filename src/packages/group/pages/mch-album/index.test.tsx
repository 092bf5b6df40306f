import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.mchAlbum.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('merchant album', () => {
  it('groups the photos by category', async () => {
    api.album.mockResolvedValue([
      { id: 1, category: '環境', title: '大堂', image: '' },
      { id: 2, category: '菜品', title: '豬扒包', image: '' },
      { id: 3, category: '環境', title: '卡位', image: '' }
    ])
    open({ id: '5' })
    expect(await screen.findByText('環境')).toBeTruthy()
    expect(screen.getByText('菜品')).toBeTruthy()
    expect(screen.getByText('卡位')).toBeTruthy()
  })

  it('says when there are no photos', async () => {
    api.album.mockResolvedValue([])
    open({ id: '5' })
    expect(await screen.findByText('暫無相片')).toBeTruthy()
  })
})
