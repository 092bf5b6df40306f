import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import TiedCard from './index'

const api = vi.hoisted(() => ({
  listBankCards: vi.fn(),
  bindBankCard: vi.fn(),
  removeBankCard: vi.fn(),
  rechargeWithCard: vi.fn()
}))
vi.mock('@/services/account-money', () => api)
const pay = vi.hoisted(() => ({ openPayUrl: vi.fn() }))
vi.mock('@/components/order-actions/open-pay-url', () => pay)

const visa = { id: 5, brand: 'visa', last4: '1111', createdAt: 1_790_000_000 }

beforeEach(() => {
  api.listBankCards.mockResolvedValue([])
})

const typeNumber = (value: string) =>
  fireEvent(screen.getByLabelText('銀行卡號'), new CustomEvent('input', { bubbles: true, detail: { value } }))

describe('bank cards', () => {
  it('refuses a number failing the Luhn check before asking the server', async () => {
    render(<TiedCard />)
    expect(await screen.findByText('尚未綁定銀行卡')).toBeTruthy()
    typeNumber('4111 1111 1111 1112')
    expect(await screen.findByRole('alert')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '綁定銀行卡' }))
    expect(api.bindBankCard).not.toHaveBeenCalled()
  })

  it('binds a valid card (digits only) and shows it by its last four digits', async () => {
    api.bindBankCard.mockResolvedValue(visa)
    render(<TiedCard />)
    await screen.findByText('尚未綁定銀行卡')
    typeNumber('4111-1111-1111-1111')
    api.listBankCards.mockResolvedValue([visa])
    fireEvent.click(screen.getByRole('button', { name: '綁定銀行卡' }))
    await waitFor(() => expect(api.bindBankCard).toHaveBeenCalledWith('4111111111111111'))
    expect(await screen.findByText(/Visa 尾號 1111/)).toBeTruthy()
  })

  it('tops the wallet up with the chosen card through the gateway', async () => {
    api.listBankCards.mockResolvedValue([visa])
    api.rechargeWithCard.mockResolvedValue({ payUrl: '/api/gateway/pay?txn=T1' })
    render(<TiedCard />)
    fireEvent.click(await screen.findByRole('radio', { name: 'MOP 200' }))
    fireEvent.click(screen.getByRole('button', { name: '用尾號 1111 充值 MOP 200' }))
    await waitFor(() => expect(api.rechargeWithCard).toHaveBeenCalledWith(5, 20000))
    expect(pay.openPayUrl).toHaveBeenCalledWith('/api/gateway/pay?txn=T1', '充值')
  })

  it('unbinds a card after confirming', async () => {
    api.listBankCards.mockResolvedValue([visa])
    api.removeBankCard.mockResolvedValue([])
    render(<TiedCard />)
    fireEvent.click(await screen.findByRole('button', { name: '解除綁定尾號 1111' }))
    await waitFor(() => expect(api.removeBankCard).toHaveBeenCalledWith(5))
    expect(await screen.findByText('尚未綁定銀行卡')).toBeTruthy()
  })
})
