import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { zh } from '@/i18n/zh-Hant-MO'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake } from '../../../tests/setup/taro-fake'
import { calc, detail, NoopObserver } from './test-support/fixtures'
import { pmItem } from './test-support/points-fixtures'

const mk = vi.hoisted(() => ({ getMarketGoods: vi.fn() }))
const cartApi = vi.hoisted(() => ({ calcCart: vi.fn(), addToCart: vi.fn(), cartTotalCount: vi.fn() }))
const pm = vi.hoisted(() => ({ getPointsMallItem: vi.fn() }))
const pts = vi.hoisted(() => ({ getPointsBalance: vi.fn(), listPointsRecords: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.mock('@/services/cart', () => cartApi)
vi.mock('@/services/points-mall', () => pm)
vi.mock('@/services/points', () => pts)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import GoodsDetails from './pages/goods-details/index'
import PointDetail from './pages/point-detail/index'

/** Issue 39: the supermarket's pages in English and Portuguese, their values filled in. */
beforeEach(() => {
  clearCache()
  fake.reset()
  useSession.setState({ token: 'tok', loggedIn: true })
  mk.getMarketGoods.mockReset().mockResolvedValue(detail())
  cartApi.cartTotalCount.mockReset().mockResolvedValue(0)
  cartApi.calcCart.mockReset().mockResolvedValue(calc([]))
  pts.getPointsBalance.mockReset().mockResolvedValue({ balance: 1000, expiring: null })
  pm.getPointsMallItem
    .mockReset()
    .mockResolvedValue(
      pmItem({ id: 2, name: '澳門手信大禮包', points: 800, cash: 6800, stock: 60, perUser: 2 })
    )
})
afterEach(() => act(() => setMessages('zh-Hant-MO', zh)))

describe('supermarket in English and Portuguese', () => {
  it('a goods detail in English: stock, reviews, specs and the cart button, with their numbers', async () => {
    setMessages('en', en)
    fake.pages.push({
      route: 'packages/supermarket/pages/goods-details/index',
      options: { id: '11', mchId: '5' }
    })
    render(<GoodsDetails />)
    // the goods' own words stay as the server sent them
    expect(await screen.findByText('每日新鮮送到')).toBeTruthy()
    expect(screen.getByText('In stock: 20')).toBeTruthy()
    expect(screen.getByText('Reviews (2) · 100% positive')).toBeTruthy()
    expect(screen.getByText('Add to cart')).toBeTruthy()
    expect(screen.getByText('Description')).toBeTruthy()
    expect(screen.getByText(/Origin: 澳門 · \d+ sold/)).toBeTruthy()
    expect(screen.getByText('Find similar')).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: 'Options' })).toBeTruthy()

    fireEvent.click(screen.getByRole('radio', { name: /2L/ }))
    expect(await screen.findByText('In stock: 5 · Max 2 per person')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/庫存|加入購物車|商品評價|\{\w+\}/)
  })

  it('a points gift in Portuguese: honey and cash price, stock, limit, balance and the button', async () => {
    setMessages('pt', pt)
    fake.pages.push({ route: 'packages/supermarket/pages/point-detail/index', options: { id: '2' } })
    render(<PointDetail />)
    expect(await screen.findByText('澳門手信大禮包')).toBeTruthy()
    expect(screen.getByTestId('pm-detail-price').textContent).toBe('800 de mel + MOP 68')
    expect(screen.getByText(/Em stock: 60/).textContent).toBe('Em stock: 60 · 3 trocados · Máx. 2 por pessoa')
    expect(screen.getByText('Levantamento na loja ou entrega ao domicílio')).toBeTruthy()
    expect(screen.getByText('O mel é descontado logo; a parte em dinheiro paga-se na caixa')).toBeTruthy()
    expect(await screen.findByText('O meu mel: 1000')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Trocar agora' }))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/sub-point-order/index?id=2')

    // and back in Chinese when the reader switches, without a reload
    act(() => setMessages('zh-Hant-MO', zh))
    expect(screen.getByText('我的蜂蜜 1000')).toBeTruthy()
    expect(screen.getByTestId('pm-detail-price').textContent).toBe('800 蜂蜜 + MOP 68')
  })
})
