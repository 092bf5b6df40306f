import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver, order } from '../../test-support/fixtures'
import { NO_SHOW_RULE_FREE } from '@lotus/contract/group'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.payReservaSuc.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('reservation confirmed', () => {
  it('shows the table, the free-cancel time and the no-show rule, dates as people say them', async () => {
    api.order.mockResolvedValue(
      order({
        fulfilment: 'reservation',
        total: 0,
        codes: [],
        reservation: {
          day: '2026-11-23',
          time: '12:00',
          startsAt: 1_763_870_400,
          party: 4,
          name: '陳先生',
          phone: '66123456',
          cancelUntil: 1_763_863_200,
          noShowRule: NO_SHOW_RULE_FREE
        }
      })
    )
    open({ id: '901' })
    // the title is there before the order's answer: wait for what the answer brings
    // issue 35 §12: 11月23日 星期一, never the raw 2026-11-23
    expect(await screen.findByText(/^(今天 |明天 |後天 )?11月23日 星期一 12:00 · 4位$/)).toBeTruthy()
    expect(screen.queryByText(/2026-11-23/)).toBeNull()
    expect(screen.getAllByText('預訂成功')).toHaveLength(2)
    expect(screen.getByText('陳先生 66123456 · 無需訂金')).toBeTruthy()
    expect(screen.getByText(/前可免費取消/)).toBeTruthy()
    expect(screen.getByText(/no-show/)).toBeTruthy()
    // no deposit, nothing to keep: the page does not say both 無需訂金 and 訂金不予退還
    expect(screen.queryByText(/訂金不予退還/)).toBeNull()
    fireEvent.click(screen.getByText('查看訂單'))
    expect(lastUrl()).toBe(`${GP.orderDel}?id=901`)
  })
})
