import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { pmOrder } from '../../test-support/points-fixtures'

const pm = vi.hoisted(() => ({ getPointsMallOrder: vi.fn(), getPointsMallOrderByOrder: vi.fn() }))
vi.mock('@/services/points-mall', () => pm)

import PointOrderCode from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/point-order-code/index', options: { id: '7' } })
  pm.getPointsMallOrder.mockReset().mockResolvedValue(pmOrder())
})

describe('pickup code', () => {
  it('shows the code as a QR code and its digits, with the store', async () => {
    render(<PointOrderCode />)
    expect((await screen.findByTestId('pm-code')).textContent).toBe('12345678')
    const qr = screen.getByLabelText('取貨碼 12345678')
    expect(qr.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(screen.getByText('蓮花超市 新馬路店')).toBeTruthy()
    expect(pm.getPointsMallOrder).toHaveBeenCalledWith(7)
  })

  it('a picked-up exchange has no code to show', async () => {
    pm.getPointsMallOrder.mockResolvedValue(
      pmOrder({ status: 'completed', statusText: '已完成', pickupCode: null })
    )
    render(<PointOrderCode />)
    expect((await screen.findByTestId('pm-code-none')).textContent).toBe('兌換已完成，沒有可用的取貨碼')
  })
})
