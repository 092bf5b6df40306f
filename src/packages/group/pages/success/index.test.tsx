import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.success.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('review submitted', () => {
  it('thanks the user and shows the reviews', () => {
    open({ mchId: '5' })
    expect(screen.getByText('感謝你的評價')).toBeTruthy()
    fireEvent.click(screen.getByText('查看評價'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: `${GP.evaluateList}?mchId=5` })
  })
})
