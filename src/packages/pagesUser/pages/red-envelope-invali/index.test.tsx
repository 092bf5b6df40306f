import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import RedEnvelopeInvalid from './index'

const api = vi.hoisted(() => ({ listCouponEntries: vi.fn() }))
vi.mock('@/services/account-money', () => api)

describe('used and expired red envelopes and coupons', () => {
  it('shows the used ones, then the expired ones, and they open nothing', async () => {
    api.listCouponEntries.mockImplementation(async (q: { status: string }) =>
      q.status === 'used'
        ? [
            {
              id: 1,
              type: 'redEnvelope',
              name: '新人紅包 MOP 5',
              amount: 500,
              threshold: 0,
              mchId: null,
              expireAt: 1_800_000_000,
              status: 'used',
              vertical: null,
              merchantName: null
            }
          ]
        : []
    )
    render(<RedEnvelopeInvalid />)
    expect(await screen.findByText('新人紅包 MOP 5')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: '已過期' }))
    expect(await screen.findByText('暫無已過期紅包')).toBeTruthy()
    await waitFor(() =>
      expect(api.listCouponEntries).toHaveBeenCalledWith({ type: 'redEnvelope', status: 'expired' })
    )
  })
})
