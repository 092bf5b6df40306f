import { fireEvent, render, screen, waitFor } from '@testing-library/react'
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
  fake.pages = [{ route: GP.refundOrder.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('refund a group order', () => {
  it('refunds the chosen unused codes and shows the progress', async () => {
    api.order.mockResolvedValue(order())
    api.refund.mockResolvedValue(order())
    open({ id: '900' })
    expect(await screen.findByText(/123456789012/)).toBeTruthy()
    expect(screen.queryByText(/210987654321/)).toBeNull()
    expect(document.querySelector('.gp__footer')?.textContent).toContain('退款 MOP 80')
    fireEvent.click(screen.getByText('確認退款'))
    await waitFor(() => expect(api.refund).toHaveBeenCalledWith(900, [1]))
    await waitFor(() => expect(lastUrl()).toBe(`${GP.schedule}?id=900`))
  })

  it('a ticket past the cut-off cannot be refunded', async () => {
    api.order.mockResolvedValue(
      order({
        fulfilment: 'ticket',
        canRefund: false,
        ticket: { startsAt: 1_763_900_000, refundUntil: 1_763_892_800, rule: '' }
      })
    )
    open({ id: '900' })
    expect(await screen.findByText('已過退票時間或沒有可退的電影票')).toBeTruthy()
  })
})
