import { fireEvent, render, screen } from '@testing-library/react'
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
  fake.pages = [{ route: GP.paySuccess.slice(1), options }]
  render(<Page />)
}

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('payment success', () => {
  it('says how to use the codes and opens them', async () => {
    api.order.mockResolvedValue(order())
    open({ id: '900' })
    // the title is there before the order's answer: wait for what the answer brings
    expect(await screen.findByText(/未使用隨時退，過期自動退/)).toBeTruthy()
    expect(screen.getAllByText('支付成功')).toHaveLength(2)
    fireEvent.click(screen.getByText('查看券碼'))
    expect(fake.navigations.at(-1)).toEqual({ kind: 'redirectTo', url: `${GP.orderDel}?id=900` })
  })

  it('words a film ticket order with its refund rule', async () => {
    api.order.mockResolvedValue(
      order({
        fulfilment: 'ticket',
        ticket: { startsAt: 1_763_900_000, refundUntil: 1_763_892_800, rule: '開場前 2 小時可退票' }
      })
    )
    open({ id: '900' })
    expect(await screen.findByText(/憑票碼入場（2 張）。開場前 2 小時可退票/)).toBeTruthy()
    expect(screen.getByText('查看電影票')).toBeTruthy()
  })
})
