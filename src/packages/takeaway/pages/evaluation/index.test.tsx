import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import Evaluation from './index'

const evaluateOrder = vi.fn()
vi.mock('@/services/order', () => ({
  getOrder: async () => ({ id: 9, merchantName: '官也葡國餐廳', status: 'completed', actions: ['evaluate'] }),
  evaluateOrder: (...a: unknown[]) => evaluateOrder(...a)
}))

beforeEach(() => {
  fake.pages.push({ route: 'packages/takeaway/pages/evaluation/index', options: { id: '9' } })
})

describe('evaluation', () => {
  it('requires every star rating', async () => {
    render(<Evaluation />)
    fireEvent.click(await screen.findByText('提交評價'))
    expect(screen.getByText('請為商家評分')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('總體評分5星'))
    fireEvent.click(screen.getByText('提交評價'))
    expect(screen.getByRole('alert').textContent).toBe('請為口味評分')
    expect(evaluateOrder).not.toHaveBeenCalled()
    // said once: inline, never a toast on top (issue 8 §12)
    expect(fake.toasts).toEqual([])
  })

  it('sends the stars, the anonymous switch and goes back', async () => {
    evaluateOrder.mockResolvedValue(null)
    fake.pages.unshift({ route: 'pages/order/order', options: {} })
    render(<Evaluation />)
    fireEvent.click(await screen.findByLabelText('總體評分4星'))
    expect(screen.getByText('滿意')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('口味5星'))
    fireEvent.click(screen.getByLabelText('包裝3星'))
    fireEvent.click(screen.getByText('匿名評價'))
    fireEvent.click(screen.getByText('提交評價'))
    await waitFor(() =>
      expect(evaluateOrder).toHaveBeenCalledWith({
        id: 9,
        star: 4,
        tasteStar: 5,
        packStar: 3,
        content: '',
        images: [],
        anonymous: true
      })
    )
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })
})
