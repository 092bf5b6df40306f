import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, comment } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.evaluateDel.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('review detail', () => {
  it('the author deletes their own review', async () => {
    api.comment.mockResolvedValue(comment({ mine: true }))
    api.deleteComment.mockResolvedValue(null)
    fake.pages = [{ route: GP.evaluateList.slice(1), options: {} }]
    fake.pages.push({ route: GP.evaluateDel.slice(1), options: { id: '71' } })
    render(<Page />)
    expect(await screen.findByText('口味 5 · 環境 3 · 服務 4 · 2025-11-22 16:26')).toBeTruthy()
    fireEvent.click(screen.getByText('刪除評價'))
    await waitFor(() => expect(api.deleteComment).toHaveBeenCalledWith(71))
    await waitFor(() => expect(fake.navigations.at(-1)?.kind).toBe('navigateBack'))
  })

  it('another user sees no delete button', async () => {
    api.comment.mockResolvedValueOnce(comment())
    open({ id: '71' })
    expect(await screen.findByText('奶茶好滑')).toBeTruthy()
    expect(screen.queryByText('刪除評價')).toBeNull()
  })
})
