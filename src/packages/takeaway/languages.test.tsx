import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { zh } from '@/i18n/zh-Hant-MO'
import { useSession } from '@/stores/session'
import { fake } from '../../../tests/setup/taro-fake'
import { reportError } from './hooks/report-form'
import { calc, goods, item, merchant, NoopObserver } from './test-support/fixtures'
import { takeawayWords } from './words'

const ta = vi.hoisted(() => ({
  getMerchant: vi.fn(),
  getMenu: vi.fn(),
  getGoods: vi.fn(),
  getComments: vi.fn()
}))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/cart', () => cartApi)
vi.mock('@/services/favourite', () => ({ collect: vi.fn(), cancelCollect: vi.fn() }))
vi.stubGlobal('IntersectionObserver', NoopObserver)

import MchInfo from './pages/mch-info/index'
import GoodsDel from './pages/goods-del/index'

/** Issue 39: the takeaway pages in English and Portuguese, their values filled in. */
beforeEach(() => {
  fake.reset()
  useSession.setState({ token: 'tok', loggedIn: true })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  ta.getMenu
    .mockReset()
    .mockResolvedValue({ categories: [{ id: 10, name: '熱銷', count: 1, goods: [goods()] }] })
  cartApi.cartTotalCount.mockReset().mockResolvedValue(1)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([item()]))
})
afterEach(() => setMessages('zh-Hant-MO', zh))

describe('takeaway in English and Portuguese', () => {
  it('the shop page: its header terms, offers, links and tabs, then the same in Portuguese', async () => {
    fake.pages.push({ route: 'packages/takeaway/pages/mch-info/index', options: { id: '5' } })
    setMessages('en', en)
    render(<MchInfo />)
    expect(await screen.findByText('Taste 4.6')).toBeTruthy()
    expect(screen.getByText('Packaging 4.8')).toBeTruthy()
    expect(screen.getByText('1.5k sold/month')).toBeTruthy()
    expect(screen.getByText('About 35 min')).toBeTruthy()
    expect(screen.getByText('Min. MOP 50')).toBeTruthy()
    expect(screen.getAllByText('Delivery MOP 8').length).toBeGreaterThan(0)
    expect(screen.getByText('Offers (1)')).toBeTruthy()
    expect(screen.getByText('Notice: 歡迎光臨')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy()
    for (const t of ['Menu', 'Reviews', 'Shop', 'Member card', 'Licences', 'Similar shops', 'Report shop'])
      expect(screen.getByText(t)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Search dishes' }).textContent).toBe('Search')

    act(() => setMessages('pt', pt))
    expect(await screen.findByText('Sabor 4.6')).toBeTruthy()
    expect(screen.getByText('Embalagem 4.8')).toBeTruthy()
    expect(screen.getByText('1.5k vendidos/mês')).toBeTruthy()
    expect(screen.getByText('Mín. MOP 50')).toBeTruthy()
    expect(screen.getAllByText('Entrega MOP 8').length).toBeGreaterThan(0)
    expect(screen.getByText('Promoções (1)')).toBeTruthy()
    for (const t of ['Menu', 'Avaliações', 'Loja', 'Cartão de membro', 'Denunciar loja'])
      expect(screen.getByText(t)).toBeTruthy()
  })

  it('a dish: sales, limit, packaging fee, description and its buttons in English, then Portuguese', async () => {
    fake.pages.push({ route: 'packages/takeaway/pages/goods-del/index', options: { id: '1', mchId: '5' } })
    ta.getGoods.mockReset().mockResolvedValue({
      ...goods({ limitBuy: 2 }),
      merchantId: 5,
      merchantName: '澳門茶餐廳'
    })
    cartApi.calcCart.mockResolvedValue(calc([]))
    setMessages('en', en)
    render(<GoodsDel />)
    expect(await screen.findByText('320 sold/month')).toBeTruthy()
    expect(screen.getByText('Limit 2 per person')).toBeTruthy()
    expect(screen.getByText('Packaging MOP 2 each')).toBeTruthy()
    expect(screen.getByText('Description')).toBeTruthy()
    expect(screen.getByText('The shop has not added a description')).toBeTruthy()
    expect(screen.getByText('Add to cart')).toBeTruthy()
    expect(screen.getByText('Visit shop')).toBeTruthy()

    act(() => setMessages('pt', pt))
    expect(await screen.findByText('320 vendidos/mês')).toBeTruthy()
    expect(screen.getByText('Máx. 2 por pessoa')).toBeTruthy()
    expect(screen.getByText('Embalagem MOP 2 cada')).toBeTruthy()
    expect(screen.getByText('Adicionar ao carrinho')).toBeTruthy()
    expect(screen.getByText('Ver loja')).toBeTruthy()
  })

  it('the report form says its problems in the reader’s language, with the bound filled', () => {
    setMessages('pt', pt)
    const form = { type: '其他' as const, content: 'ab', images: [], phone: '' }
    expect(reportError(form)).toBe('Descreva o problema com mais pormenor (pelo menos 5 caracteres)')
    setMessages('en', en)
    expect(reportError({ ...form, type: '' })).toBe('Choose what you are reporting')
    expect(takeawayWords.word('reportType.食品安全')).toBe('Food safety')
  })
})
