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
  fake.pages = [{ route: GP.dishDel.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('dish detail', () => {
  it('shows the dish with its photo, price and merchant', async () => {
    api.dish.mockResolvedValue({ ...dish(), merchantName: '蓮香茶餐廳' })
    open({ id: '31' })
    expect(await screen.findByText('豬扒包')).toBeTruthy()
    expect(screen.getByText('MOP 38')).toBeTruthy()
    expect(screen.getByText(/招牌推薦/)).toBeTruthy()
    fireEvent.click(screen.getByText(/蓮香茶餐廳/))
    expect(lastUrl()).toBe(`${GP.mchInfo}?id=5`)
  })
})
