import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { calc, goods, item, merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn(), getComments: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/cart', () => cartApi)
vi.mock('@/services/favourite', () => ({ collect: vi.fn(), cancelCollect: vi.fn() }))
vi.stubGlobal('IntersectionObserver', NoopObserver)

import MchInfo from './index'

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/mch-info/index', options: { id: '5' } })
  useSession.setState({ token: 'tok', loggedIn: true })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  ta.getMenu
    .mockReset()
    .mockResolvedValue({ categories: [{ id: 10, name: 'Hot', count: 1, goods: [goods()] }] })
  cartApi.cartTotalCount.mockReset().mockResolvedValue(2)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([item({ itemCount: 2 })], { deliveryFee: 1700 }))
})
afterEach(() => setMessages('zh-Hant-MO', {}))

describe('mch-info in the reader’s language (contract texts)', () => {
  it('the cart bar and header say the delivery fee in English', async () => {
    setMessages('en', en)
    ta.getMerchant.mockResolvedValue(merchant({ deliveryFee: 1700 }))
    render(<MchInfo />)
    await waitFor(() => expect(screen.getAllByText('Delivery MOP 17').length).toBe(2))
  })

  it('the cart bar says the delivery fee in Portuguese', async () => {
    setMessages('pt', pt)
    ta.getMerchant.mockResolvedValue(merchant({ deliveryFee: 1700 }))
    render(<MchInfo />)
    await waitFor(() => expect(screen.getAllByText('Entrega MOP 17').length).toBe(2))
  })

  it('a closed shop says so in English and Portuguese', async () => {
    setMessages('en', en)
    ta.getMerchant.mockResolvedValue(merchant({ isOpen: false, openHours: '' }))
    const { unmount } = render(<MchInfo />)
    expect(await screen.findByText('Closed: not taking orders')).toBeTruthy()
    unmount()
    setMessages('pt', pt)
    render(<MchInfo />)
    expect(await screen.findByText('Fechada: não aceita encomendas')).toBeTruthy()
  })

  it('a suspended shop says so in English', async () => {
    setMessages('en', en)
    ta.getMerchant.mockResolvedValue(merchant({ isOpen: false, standing: 'suspended' }))
    render(<MchInfo />)
    expect(await screen.findByText('This shop has paused its business')).toBeTruthy()
  })
})
