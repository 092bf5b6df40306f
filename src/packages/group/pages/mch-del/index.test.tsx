import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, detail } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.mchDel.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('merchant details', () => {
  it('shows the credentials, phone, hours and address', async () => {
    api.merchant.mockResolvedValue(detail())
    open({ id: '5' })
    expect(await screen.findByText('營業執照：IAM-2021-0088')).toBeTruthy()
    expect(screen.getByText('電話：28551234')).toBeTruthy()
    expect(screen.getByText('營業時間：07:00-22:00')).toBeTruthy()
    expect(screen.getByText('週一公休')).toBeTruthy()
  })

  it('offers a retry when it fails', async () => {
    api.merchant.mockRejectedValue(new Error('down'))
    open({ id: '5' })
    expect(await screen.findByText('載入失敗')).toBeTruthy()
  })
})
