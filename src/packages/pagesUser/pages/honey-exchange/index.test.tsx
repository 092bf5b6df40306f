import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { HONEY_EXCHANGE_ITEMS } from '@lotus/contract/account-money'
import HoneyExchange from './index'

const api = vi.hoisted(() => ({ listExchangeItems: vi.fn(), exchangeHoney: vi.fn() }))
vi.mock('@/services/account-money', () => api)
const points = vi.hoisted(() => ({ getPointsBalance: vi.fn(), listPointsRecords: vi.fn() }))
vi.mock('@/services/points', () => points)

beforeEach(() => {
  api.listExchangeItems.mockResolvedValue(HONEY_EXCHANGE_ITEMS)
  points.getPointsBalance.mockResolvedValue({ balance: 120, expiring: null })
})

describe('honey exchange', () => {
  it('exchanges points for a coupon the user can afford and shows the new balance', async () => {
    api.exchangeHoney.mockResolvedValue({ id: 1, name: '無門檻紅包 MOP 10', points: 100 })
    render(<HoneyExchange />)
    expect(await screen.findByText('120')).toBeTruthy()
    points.getPointsBalance.mockResolvedValue({ balance: 20, expiring: null })
    fireEvent.click(screen.getByRole('button', { name: '用 100 蜂蜜兌換無門檻紅包 MOP 10' }))
    await waitFor(() => expect(api.exchangeHoney).toHaveBeenCalledWith('red-envelope-10'))
    await waitFor(() => expect(fake.toasts.at(-1)?.title).toBe('兌換成功'))
    expect(await screen.findByText('20')).toBeTruthy()
  })

  it('an item costing more than the balance cannot be exchanged', async () => {
    render(<HoneyExchange />)
    const dear = await screen.findByRole('button', { name: '用 200 蜂蜜兌換超市滿150減20券' })
    expect(dear.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(dear)
    expect(api.exchangeHoney).not.toHaveBeenCalled()
  })

  it('links to the exchange records', async () => {
    render(<HoneyExchange />)
    fireEvent.click(await screen.findByText('兌換記錄'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/exchange-record/index')
  })
})
