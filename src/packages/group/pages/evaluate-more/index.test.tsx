import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, comment, page } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.evaluateMore.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('more reviews', () => {
  it('lists the reviews with each rating', async () => {
    api.comments.mockResolvedValue(page([comment(), comment({ id: 72, content: '環境一般' })]))
    open({ mchId: '5' })
    expect(await screen.findByText('環境一般')).toBeTruthy()
    expect(screen.getAllByText('口味 5 · 環境 3 · 服務 4')).toHaveLength(2)
  })

  it('says when there are none', async () => {
    api.comments.mockResolvedValue(page([]))
    open({ mchId: '5' })
    expect(await screen.findByText('暫無評價')).toBeTruthy()
  })
})
