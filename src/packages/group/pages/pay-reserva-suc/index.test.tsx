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
  it('shows the table, the free-cancel time and the no-show rule', async () => {
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
          noShowRule: '逾時 15 分鐘未到店視為未到（no-show），訂金不予退還，座位將釋放。'
        }
      })
    )
    open({ id: '901' })
    // the title is there before the order's answer: wait for what the answer brings
    expect(await screen.findByText('2026-11-23 12:00 · 4位')).toBeTruthy()
    expect(screen.getAllByText('預訂成功')).toHaveLength(2)
    expect(screen.getByText('陳先生 66123456 · 無需訂金')).toBeTruthy()
    expect(screen.getByText(/前可免費取消/)).toBeTruthy()
    expect(screen.getByText(/no-show/)).toBeTruthy()
    fireEvent.click(screen.getByText('查看訂單'))
    expect(lastUrl()).toBe(`${GP.orderDel}?id=901`)
  })
})
