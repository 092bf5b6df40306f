import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import type { SignInState } from '@/services/account'
import { fake } from '../../../tests/setup/taro-fake'
import SignIn from './pages/sign-in/index'
import Wallet from './pages/wallet/index'

const api = vi.hoisted(() => ({ getSignIn: vi.fn(), signInToday: vi.fn() }))
vi.mock('@/services/account', () => api)
vi.mock('@/services/order', () => ({ getOrder: vi.fn() }))
vi.mock('@/services/wallet', () => ({
  getWalletInfo: async () => ({ balance: 28700, hasPayPassword: false, lockedUntil: null, triesLeft: 5 }),
  listWalletRecords: async () => ({
    list: [
      {
        id: 1,
        type: 'recharge',
        amount: 50000,
        balanceAfter: 50000,
        title: 'Wallet top-up',
        orderId: null,
        createdAt: 1795317400
      }
    ],
    page: 1,
    pageSize: 5,
    total: 1,
    hasMore: false
  }),
  recharge: vi.fn()
}))

const state: SignInState = {
  today: '2026-11-25',
  signedToday: false,
  streak: 2,
  todayReward: 15,
  tomorrowReward: 20,
  month: '2026-11',
  days: [
    { day: '2026-11-23', streak: 1, reward: 5 },
    { day: '2026-11-24', streak: 2, reward: 10 }
  ],
  honey: 115
}

beforeEach(() => {
  fake.pages.push({ route: 'x', options: {} })
})
afterEach(() => setMessages('zh-Hant-MO', {}))

describe('pagesUser in English and Portuguese (issue 39)', () => {
  it('daily check-in: the streak, the month, the weekdays and the rewards with their counts', async () => {
    api.getSignIn.mockResolvedValue(state)
    setMessages('en', en)
    render(<SignIn />)
    expect(await screen.findByText('Days in a row: 2')).toBeTruthy()
    expect(screen.getByText('November 2026')).toBeTruthy()
    expect(screen.getByText('Mon')).toBeTruthy()
    expect(screen.getByText('Check in for 15 honey')).toBeTruthy()
    expect(screen.getByText('My honey: 115')).toBeTruthy()
    expect(screen.getByText('Check in tomorrow for 20 honey. See you then!')).toBeTruthy()
    expect(screen.getByText('Day 7')).toBeTruthy()
    expect(screen.getByRole('img', { name: '2026-11-24 checked in' })).toBeTruthy()

    // the reader switches to Portuguese: the page says it again, the same values filled in
    act(() => setMessages('pt', pt))
    expect(screen.getByText('Dias seguidos: 2')).toBeTruthy()
    expect(screen.getByText('novembro de 2026')).toBeTruthy()
    expect(screen.getByText('Sáb')).toBeTruthy()
    expect(screen.getByText('Registe-se e ganhe 15 mel')).toBeTruthy()
    expect(screen.queryByText(/[\u3400-\u9fff]/u)).toBeNull()
  })

  it('wallet: balance, top-up and the latest records in English, then Portuguese', async () => {
    setMessages('en', en)
    render(<Wallet />)
    expect(await screen.findByText('287.00')).toBeTruthy()
    expect(screen.getByText('Balance (MOP)')).toBeTruthy()
    expect(screen.getByText('Other amount')).toBeTruthy()
    expect(screen.getByText('Set payment password')).toBeTruthy()
    expect(screen.getByText('Not set')).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Top up MOP \d+$/ })).toBeTruthy()
    expect(await screen.findByText('Balance 500.00')).toBeTruthy()

    act(() => setMessages('pt', pt))
    expect(screen.getByText('Saldo (MOP)')).toBeTruthy()
    expect(screen.getByText('Definir palavra-passe de pagamento')).toBeTruthy()
    expect(screen.getByText('Saldo 500.00')).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Carregar MOP \d+$/ })).toBeTruthy()
    expect(screen.queryByText(/[\u3400-\u9fff]/u)).toBeNull()
  })
})
