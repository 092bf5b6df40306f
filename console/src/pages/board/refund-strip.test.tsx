// @vitest-environment jsdom
import type { ShopRefundRow } from '@lotus/contract/counter'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { RefundStrip } from './refund-strip'

const calls = vi.hoisted(() => [] as Array<{ method: string; path: string; body: unknown }>)
vi.mock('../../api', () => ({
  StaffApiError: class extends Error {},
  staffApi: async (method: string, path: string, opts?: { body?: unknown }) => {
    calls.push({ method, path, body: opts?.body })
    return {}
  }
}))
// the keys themselves (with their parameters) stand for the strings
vi.mock('@refinedev/core', () => ({
  useTranslate: () => (key: string, p?: Record<string, unknown>) => (p ? `${key} ${JSON.stringify(p)}` : key)
}))

beforeAll(() => {
  // jsdom draws no pseudo-elements (antd's scroll lock asks for one)
  const computed = window.getComputedStyle.bind(window)
  window.getComputedStyle = (el: Element) => computed(el)
  // antd asks for media queries; jsdom has none
  window.matchMedia ??= ((q: string) => ({
    matches: false,
    media: q,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false
  })) as typeof window.matchMedia
})
afterEach(() => {
  cleanup()
  calls.length = 0
})

const row = (id: number, orderNo: string, amount: number, reason: string): ShopRefundRow => ({
  id,
  orderId: id * 10,
  orderNo,
  vertical: 'takeaway',
  status: 'pending',
  amount,
  orderTotal: amount,
  reason,
  detail: '',
  customer: '6612****',
  createdAt: 1_795_000_000,
  decidedAt: null,
  decidedBy: null,
  note: null,
  lines: [],
  byLines: false
})

function show(refunds: ShopRefundRow[], more = 0) {
  const onChanged = vi.fn(async () => undefined)
  render(
    <MemoryRouter>
      <App>
        <RefundStrip shop={7} refunds={refunds} more={more} onChanged={onChanged} />
      </App>
    </MemoryRouter>
  )
  return onChanged
}

describe("the board's refund strip", () => {
  it('lists each pending request with its order, amount and reason, and says when there are none', () => {
    show([row(1, 'TK0001', 2350, '送錯餐'), row(2, 'TK0002', 800, '太遲送達')], 3)
    expect(screen.getByText('TK0001')).toBeTruthy()
    expect(screen.getByText('board.refunds.asked {"amount":"MOP 23.50"}')).toBeTruthy()
    expect(screen.getByText('送錯餐')).toBeTruthy()
    expect(screen.getByText('TK0002')).toBeTruthy()
    expect(screen.getByText('board.refunds.more {"count":3}')).toBeTruthy()
    cleanup()
    show([])
    expect(screen.getByText('board.refunds.empty')).toBeTruthy()
  })

  it('approves after the confirm, with the shop and the request, then refreshes', async () => {
    const onChanged = show([row(1, 'TK0001', 2350, '送錯餐')])
    fireEvent.click(screen.getByRole('button', { name: 'refunds.approve' }))
    const ok = await screen.findAllByRole('button', { name: 'refunds.approve' })
    expect(calls).toEqual([])
    fireEvent.click(ok[ok.length - 1]!)
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(calls).toEqual([
      { method: 'POST', path: '/refunds/approve', body: { merchantId: 7, refundId: 1 } }
    ])
  })

  it('rejects only with a reason, which it sends', async () => {
    const onChanged = show([row(1, 'TK0001', 2350, '送錯餐')])
    fireEvent.click(screen.getByRole('button', { name: 'refunds.reject' }))
    const dialog = await screen.findByRole('dialog')
    const okOf = () =>
      [...dialog.querySelectorAll('button')].find(
        (b) => b.textContent?.replace(/\s/g, '') === 'refunds.reject'
      )!
    expect(okOf().disabled).toBe(true)
    fireEvent.change(screen.getByLabelText('refunds.reason'), { target: { value: ' 餐已送達 ' } })
    expect(okOf().disabled).toBe(false)
    fireEvent.click(okOf())
    await waitFor(() => expect(onChanged).toHaveBeenCalled())
    expect(calls).toEqual([
      { method: 'POST', path: '/refunds/reject', body: { merchantId: 7, refundId: 1, reason: '餐已送達' } }
    ])
  })
})
