import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { merchant } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn(), getTimeFees: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)

import ActivityDel from './index'

beforeEach(() => {
  fake.pages = [{ route: 'packages/takeaway/pages/activity-del/index', options: { id: '5' } }]
  ta.getMerchant.mockResolvedValue(
    merchant({
      activities: [{ type: 'full_reduction', label: '滿50減5', threshold: 5000, reduce: 500 }]
    })
  )
  ta.getTimeFees.mockResolvedValue([
    { start: '10:00', end: '14:00', label: '午市', baseFee: 800, perKmFee: 300, freeKm: 1 }
  ])
})

describe('activity-del (店內活動)', () => {
  it('explains each activity and the delivery fee by time of day', async () => {
    render(<ActivityDel />)
    expect(await screen.findByText(/^商品金額滿MOP 50，立減MOP 5；/)).toBeTruthy()
    expect(await screen.findByText('10:00–14:00 午市')).toBeTruthy()
    expect(screen.getByText('MOP 8，1公里外每公里+MOP 3')).toBeTruthy()
    expect(ta.getTimeFees).toHaveBeenCalledWith(5)
    expect(ta.getMenu).not.toHaveBeenCalled()
  })
})
