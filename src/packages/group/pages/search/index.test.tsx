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
  fake.pages = [{ route: GP.search.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

const search = (value: string) => {
  fireEvent(
    document.querySelector('.gp-input')!,
    new CustomEvent('input', { bubbles: true, detail: { value } })
  )
  fireEvent.click(screen.getByText('搜尋'))
}

describe('search deals', () => {
  it('finds merchants by keyword; the box stays to search again after nothing is found', async () => {
    api.merchants.mockResolvedValueOnce(page([]))
    open()
    search('火鍋')
    expect(await screen.findByText('沒有找到相關團購')).toBeTruthy()
    api.merchants.mockResolvedValueOnce(page([merchant()]))
    search('茶餐廳')
    expect(await screen.findByText('蓮香茶餐廳')).toBeTruthy()
    expect(api.merchants).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '茶餐廳' }))
  })
})
