import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NOW, smOrder } from '../../components/sm-order/fixtures'
import Evaluation from './index'

const getOrder = vi.fn()
const evaluateOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: (...a: unknown[]) => getOrder(...a),
  evaluateOrder: (...a: unknown[]) => evaluateOrder(...a)
}))

// Several renders and server round trips each: room for a loaded 2-core machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  clearCache()
  vi.setSystemTime(NOW * 1000)
  fake.pages.push({ route: 'packages/supermarket/pages/evaluation/index', options: { id: '31' } })
  getOrder.mockResolvedValue(smOrder({ status: 'completed', statusText: '已完成', canEvaluate: true }))
})

describe('supermarket evaluation', () => {
  it('needs every score, then sends stars, text and anonymity to the evaluation service', async () => {
    evaluateOrder.mockResolvedValue(null)
    render(<Evaluation />)
    expect(await screen.findByText('蓮花鮮選超市（新馬路店）')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '提交評價' }))
    expect(await screen.findByText('請為總體評分評分')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: '總體評分5星' }))
    fireEvent.click(screen.getByRole('radio', { name: '商品品質4星' }))
    fireEvent.click(screen.getByRole('radio', { name: '包裝配送5星' }))
    fireEvent(
      document.querySelector('.evaluation-form__text')!,
      new CustomEvent('input', { bubbles: true, detail: { value: '雞蛋好新鮮' } })
    )
    fireEvent.click(screen.getByRole('button', { name: '提交評價' }))
    await waitFor(() => expect(evaluateOrder).toHaveBeenCalled())
    expect(evaluateOrder.mock.calls[0]?.[0]).toMatchObject({
      id: 31,
      star: 5,
      tasteStar: 4,
      packStar: 5,
      content: '雞蛋好新鮮',
      anonymous: false
    })
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('感謝你的評價'))
  })
})
