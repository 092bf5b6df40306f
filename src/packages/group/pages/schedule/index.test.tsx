import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, order } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.schedule.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('refund progress', () => {
  it('a wallet refund is done at once; an online one shows where it is', async () => {
    api.order.mockResolvedValue(
      order({
        refunded: 16000,
        refunds: [
          { amount: 8000, to: 'wallet', at: 1_763_800_000, note: '未使用券碼退款（1 張）' },
          { amount: 8000, to: 'online', at: 1_763_800_000, note: '券碼過期未使用，自動退款' }
        ]
      })
    )
    open({ id: '900' })
    expect(await screen.findByText('已退 MOP 160')).toBeTruthy()
    expect(screen.getAllByText('已提交退款申請')).toHaveLength(2)
    expect(screen.getByText('已退回錢包')).toBeTruthy()
    expect(screen.getByText('退款已發起，預計 1–3 個工作日到賬')).toBeTruthy()
    expect(screen.getByText('已原路退回').closest('.gp-step')?.className).toContain('gp-step--now')
  })

  it('says when there is no refund', async () => {
    api.order.mockResolvedValue(order())
    open({ id: '900' })
    expect(await screen.findByText('暫無退款')).toBeTruthy()
  })
})
