import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import ListRecord from './index'

const api = vi.hoisted(() => ({ listWalletRecords: vi.fn() }))
vi.mock('@/services/wallet', () => api)

const record = (id: number, title: string, amount: number, balanceAfter: number) => ({
  id,
  type: amount > 0 ? 'recharge' : 'pay',
  amount,
  balanceAfter,
  title,
  orderId: null,
  createdAt: 1_795_000_000
})

describe('spending details (收支明細)', () => {
  it('lists every movement with its sign and the balance after; a row opens its bill', async () => {
    api.listWalletRecords.mockResolvedValue({
      list: [record(2, '外賣消費', -4250, 5750), record(1, '錢包充值', 10000, 10000)],
      page: 1,
      pageSize: 20,
      total: 2,
      hasMore: false
    })
    render(<ListRecord />)
    expect(await screen.findByText('外賣消費')).toBeTruthy()
    expect(screen.getByText('-42.50')).toBeTruthy()
    expect(screen.getByText('+100.00')).toBeTruthy()
    expect(screen.getByText('餘額 57.50')).toBeTruthy()
    fireEvent.click(screen.getByText('錢包充值'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/bill-point-del/index?id=1')
  })

  it('no movement yet says so', async () => {
    api.listWalletRecords.mockResolvedValue({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false })
    render(<ListRecord />)
    expect(await screen.findByText('暫無收支記錄')).toBeTruthy()
  })
})
