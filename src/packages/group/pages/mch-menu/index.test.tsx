import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, dish } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.mchMenu.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('merchant menu', () => {
  it('lists dishes by category with prices and opens one', async () => {
    api.menu.mockResolvedValue([
      dish(),
      dish({ id: 32, name: '鴛鴦', category: '飲品', price: 2200, recommended: false })
    ])
    open({ id: '5' })
    expect(await screen.findByText('飲品')).toBeTruthy()
    expect(screen.getByText('MOP 22')).toBeTruthy()
    fireEvent.click(screen.getByText(/豬扒包/))
    expect(lastUrl()).toBe(`${GP.dishDel}?id=31`)
  })
})
