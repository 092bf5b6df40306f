import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, merchant, page } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.classList.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('category list', () => {
  it('lists a category and switches to another even when one is empty', async () => {
    api.merchants.mockImplementation(async (q: { category?: string }) =>
      page(q.category === 'KTV' ? [] : [merchant({ name: `${q.category}店` })])
    )
    open({ category: encodeURIComponent('KTV') })
    expect(await screen.findByText('此分類暫無商家')).toBeTruthy()
    fireEvent.click(screen.getByText('按摩'))
    expect(await screen.findByText('按摩店')).toBeTruthy()
  })
})
