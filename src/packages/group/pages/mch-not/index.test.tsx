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
  fake.pages = [{ route: GP.mchNot.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('merchant closed or gone', () => {
  it('says so and offers similar merchants', async () => {
    api.similar.mockResolvedValue([merchant({ id: 6, name: '祥記麵家' })])
    open({ id: '5' })
    expect(screen.getByText('該商家已休息或不存在')).toBeTruthy()
    expect(await screen.findByText('祥記麵家')).toBeTruthy()
    expect(screen.getByText('看看附近的相似商家吧')).toBeTruthy()
  })

  it('offers popular merchants when the merchant is gone', async () => {
    api.similar.mockRejectedValue(new Error('NOT_FOUND'))
    api.merchants.mockResolvedValue(page([merchant({ id: 8, name: '晨光咖啡 議事亭店' })]))
    open({ id: '99999' })
    expect(await screen.findByText('晨光咖啡 議事亭店')).toBeTruthy()
    expect(screen.getByText('看看這些熱門商家吧')).toBeTruthy()
    fireEvent.click(screen.getByText('晨光咖啡 議事亭店'))
    expect(lastUrl()).toBe(`${GP.mchInfo}?id=8`)
  })
})
