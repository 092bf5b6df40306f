import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, detail } from '../../test-support/fixtures'
import Taro from '@tarojs/taro'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.mapMch.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('merchant on the map', () => {
  it('shows the place and opens the map app at it', async () => {
    const openLocation = vi.fn(async () => ({}))
    ;(Taro as unknown as { openLocation: typeof openLocation }).openLocation = openLocation
    api.merchant.mockResolvedValue(detail())
    open({ id: '5' })
    expect(await screen.findByText('花地瑪堂區 · 提督馬路 88 號')).toBeTruthy()
    fireEvent.click(screen.getByText('導航前往'))
    expect(openLocation).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 22.2062, longitude: 113.5439, name: '蓮香茶餐廳' })
    )
  })
})
