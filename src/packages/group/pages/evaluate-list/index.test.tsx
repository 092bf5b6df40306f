import { fireEvent, render, screen } from '@testing-library/react'
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
  fake.pages = [{ route: GP.evaluateList.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('reviews', () => {
  it('lists the reviews and opens one', async () => {
    api.comments.mockResolvedValue(page([comment({ mine: true })]))
    open({ mchId: '5' })
    expect(await screen.findByText('奶茶好滑')).toBeTruthy()
    expect(screen.getByText(/（我的）/)).toBeTruthy()
    fireEvent.click(screen.getByText('奶茶好滑'))
    expect(lastUrl()).toBe(`${GP.evaluateDel}?id=71`)
  })
})
