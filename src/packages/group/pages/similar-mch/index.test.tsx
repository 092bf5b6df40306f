import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, merchant } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.similarMch.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('similar merchants', () => {
  it('lists similar merchants, a closed one leading to the closed page', async () => {
    api.similar.mockResolvedValue([merchant({ id: 6, name: '祥記麵家', isOpen: false })])
    open({ id: '5' })
    fireEvent.click(await screen.findByText('祥記麵家'))
    expect(lastUrl()).toBe(`${GP.mchNot}?id=6`)
  })

  it('says when there are none', async () => {
    api.similar.mockResolvedValue([])
    open({ id: '5' })
    expect(await screen.findByText('暫無相似商家')).toBeTruthy()
  })
})
