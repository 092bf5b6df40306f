import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, smOrder } from '../../components/sm-order/fixtures'
import Refund from './index'

const getOrder = vi.fn()
const refundOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  refundOrder: (...a: unknown[]) => refundOrder(...a)
}))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/refund/index', options: { id: '31' } })
  getOrder.mockResolvedValue(smOrder())
})

describe('supermarket refund', () => {
  it('asks for a reason first, then sends the reason, the lines with a problem and the note', async () => {
    refundOrder.mockResolvedValue(smOrder({ status: 'refunding' }))
    render(<Refund />)
    expect(await screen.findByText('退款將退回你的錢包餘額')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '提交申請' }))
    expect(await screen.findByText('請選擇退款原因')).toBeTruthy()
    expect(refundOrder).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: '商品品質問題' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /本地鮮雞蛋/ }))
    fireEvent.click(screen.getByRole('button', { name: '提交申請' }))
    await waitFor(() => expect(refundOrder).toHaveBeenCalled())
    expect(refundOrder.mock.calls[0]?.[0]).toMatchObject({
      id: 31,
      reason: '商品品質問題',
      detail: '問題商品：本地鮮雞蛋 10隻裝'
    })
    await waitFor(() =>
      expect(fake.navigations.at(-1)).toEqual({
        kind: 'redirectTo',
        url: '/packages/supermarket/pages/refund-progress/index?id=31'
      })
    )
  })
})
