import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import RedEnvelope from './index'

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

const api = vi.hoisted(() => ({ listCouponEntries: vi.fn(), redeemCouponCode: vi.fn() }))
vi.mock('@/services/account-money', () => api)

const entry = (over: Record<string, unknown>) => ({
  id: 1,
  type: 'redEnvelope',
  name: '無門檻紅包 MOP 10',
  amount: 1000,
  threshold: 0,
  mchId: null,
  expireAt: 1_800_000_000,
  status: 'usable',
  vertical: null,
  merchantName: null,
  ...over
})

beforeEach(() => {
  api.listCouponEntries.mockImplementation(async (q: { type: string }) =>
    q.type === 'redEnvelope'
      ? [entry({})]
      : q.type === 'freeDelivery'
        ? [entry({ id: 4, type: 'freeDelivery', name: '神會員免配送費券', amount: 2000 })]
        : [
            entry({
              id: 2,
              type: 'coupon',
              name: '超市滿150減20券',
              amount: 2000,
              threshold: 15000,
              vertical: 'supermarket'
            }),
            entry({
              id: 3,
              type: 'coupon',
              name: '本店滿30減3',
              amount: 300,
              mchId: 7,
              vertical: 'takeaway',
              merchantName: '麗記茶餐廳'
            })
          ]
  )
})

describe('red envelopes and coupons', () => {
  it('a platform-wide red envelope opens the home page', async () => {
    render(<RedEnvelope />)
    fireEvent.click(await screen.findByRole('link', { name: '無門檻紅包 MOP 10，全平台通用' }))
    expect(fake.navigations.at(-1)).toMatchObject({ kind: 'switchTab', url: '/pages/index/index' })
  })

  it('coupons open the vertical or the merchant they apply to', async () => {
    render(<RedEnvelope />)
    fireEvent.click(await screen.findByRole('tab', { name: '優惠券' }))
    fireEvent.click(await screen.findByRole('link', { name: '超市滿150減20券，限超市使用' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/home/index')
    fireEvent.click(screen.getByRole('link', { name: '本店滿30減3，限 麗記茶餐廳 使用' }))
    expect(fake.navigations.at(-1)?.url).toMatch(/^\/packages\/takeaway\/pages\/mch-info\/index\?id=7/)
    expect(api.listCouponEntries).toHaveBeenCalledWith({ type: 'coupon', status: 'usable' })
  })

  it('links to the used and expired ones of the chosen kind', async () => {
    render(<RedEnvelope />)
    fireEvent.click(await screen.findByRole('tab', { name: '優惠券' }))
    fireEvent.click(screen.getByText('查看已使用 / 已過期'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe(
        '/packages/pagesUser/pages/red-envelope-invali/index?type=coupon'
      )
    )
  })

  it('a god member’s free-delivery vouchers have their own tab, say what they waive and open takeaway', async () => {
    render(<RedEnvelope />)
    fireEvent.click(await screen.findByRole('tab', { name: '免配送費券' }))
    const v = await screen.findByRole('link', {
      name: '神會員免配送費券，外賣及超市送貨訂單可用，自取不適用'
    })
    expect(v.textContent).toContain('免配送費，最高MOP 20')
    expect(api.listCouponEntries).toHaveBeenCalledWith({ type: 'freeDelivery', status: 'usable' })
    fireEvent.click(v)
    expect(fake.navigations.at(-1)?.url).toBe('/packages/takeaway/pages/home/index')
  })

  it('a 兌換碼 gives its red envelope; a malformed one is said inline and not sent', async () => {
    api.redeemCouponCode.mockResolvedValue(entry({ id: 9, name: '聖誕紅包 MOP 6', amount: 600 }))
    render(<RedEnvelope />)
    const input = await screen.findByLabelText('兌換碼')
    typeInto(input, 'x!')
    fireEvent.click(screen.getByRole('button', { name: '兌換' }))
    expect((await screen.findByRole('alert')).textContent).toBe('請輸入 4–16 位英文字母或數字')
    expect(api.redeemCouponCode).not.toHaveBeenCalled()
    typeInto(input, ' xmas2026 ')
    fireEvent.click(screen.getByRole('button', { name: '兌換' }))
    expect((await screen.findByRole('status')).textContent).toBe('已兌換：聖誕紅包 MOP 6，已放入我的紅包')
    expect(api.redeemCouponCode).toHaveBeenCalledWith('XMAS2026')
    // the lists are asked again: the new one shows
    await waitFor(() => expect(api.listCouponEntries.mock.calls.length).toBeGreaterThan(1))
  })
})
