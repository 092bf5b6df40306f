import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW } from '../../components/sm-order/fixtures'
import RefundProgress from './index'

const getRefund = vi.fn()
vi.mock('@/services/order', () => ({ getRefund: (...a: unknown[]) => getRefund(...a) }))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/refund-progress/index', options: { id: '31' } })
})

describe('refund progress', () => {
  it('shows the state, amount, destination and the timeline newest first', async () => {
    getRefund.mockResolvedValue({
      status: 'approved',
      amount: 24690,
      to: 'wallet',
      reason: '商品品質問題',
      timeline: [
        { title: '提交退款申請', at: NOW - 100, note: '商品品質問題' },
        { title: '退款成功', at: NOW - 10, note: 'MOP 246.90 退回錢包' }
      ]
    })
    render(<RefundProgress />)
    expect(await screen.findByText('退款成功', { selector: '.sm-order__title' })).toBeTruthy()
    expect(screen.getByText('MOP 246.90')).toBeTruthy()
    expect(screen.getByText('退回錢包餘額')).toBeTruthy()
    const titles = Array.from(document.querySelectorAll('.sm-order__tl')).map(
      (n) => n.children[0]?.textContent
    )
    expect(titles).toEqual(['退款成功', '提交退款申請'])
    expect(getRefund).toHaveBeenCalledWith(31)
  })

  it('no refund of this order: the error state with a retry', async () => {
    getRefund.mockRejectedValue(new Error('NOT_FOUND'))
    render(<RefundProgress />)
    expect(await screen.findByText('退款資料載入失敗')).toBeTruthy()
  })
})
