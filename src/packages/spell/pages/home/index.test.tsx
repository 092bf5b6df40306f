import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { zh } from '@/i18n/zh-Hant-MO'
import { useSession } from '@/stores/session'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NoopObserver } from '../../test-support/fixtures'

const spellApi = vi.hoisted(() => ({ listSpells: vi.fn(), spellMerchants: vi.fn(), createSpell: vi.fn() }))
vi.mock('@/services/spell', () => spellApi)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SpellHome from './index'
import { spellWords } from '../../words'

const merchant = {
  id: 3,
  name: '測試茶餐廳',
  logo: '',
  vertical: 'spell',
  category: '茶餐廳',
  district: '新口岸',
  address: '',
  lat: 22.19,
  lng: 113.55,
  distance: 420,
  star: 4.6,
  monthSales: 300,
  avgPrice: 0,
  deliveryFee: 800,
  minOrder: 3000,
  deliveryMinutes: 30,
  tags: [],
  isOpen: true
}

beforeEach(() => {
  fake.reset()
  for (const f of Object.values(spellApi)) f.mockReset()
  spellApi.listSpells.mockResolvedValue([
    {
      tid: 7,
      mchId: 3,
      merchantName: '測試茶餐廳',
      logo: '',
      status: 'open',
      isHost: false,
      memberCount: 3,
      orderId: null,
      shareCode: 'ABCD2345',
      createdAt: 1_700_000_000
    }
  ])
  spellApi.spellMerchants.mockResolvedValue({
    list: [merchant],
    page: 1,
    pageSize: 20,
    total: 1,
    hasMore: false
  })
})

afterEach(() => setMessages('zh-Hant-MO', zh))

describe('spell home', () => {
  it('asks a logged-out visitor to log in first', () => {
    useSession.setState({ token: '', loggedIn: false, user: null })
    render(<SpellHome />)
    fireEvent.click(screen.getByText('登入/註冊'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesA/pages/login/index')
    expect(spellApi.listSpells).not.toHaveBeenCalled()
  })

  it('lists my spells and the merchants with distance, and starts a spell', async () => {
    useSession.setState({ token: 'tok', loggedIn: true, user: { id: 1 } as never })
    render(<SpellHome />)
    expect(await screen.findByText(/我參與的 · 3人/)).toBeTruthy()
    expect(screen.getByText('拼單中')).toBeTruthy()
    expect(await screen.findByText('420m')).toBeTruthy()
    fireEvent.click(screen.getByText(/我參與的/))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/spell/pages/mch-info/index?tid=7')
    spellApi.createSpell.mockResolvedValue({ tid: 8, shareCode: 'ZZZZ2345' })
    fireEvent.click(screen.getByLabelText('在測試茶餐廳發起拼單'))
    await waitFor(() =>
      expect(fake.navigations.at(-1)?.url).toBe('/packages/spell/pages/mch-info/index?tid=8')
    )
    expect(spellApi.createSpell.mock.calls[0]?.[0]).toMatchObject({ mchId: 3 })
  })

  it('speaks English, and turns to Portuguese when the language is switched, without leaving the page', async () => {
    setMessages('en', en)
    useSession.setState({ token: 'tok', loggedIn: true, user: { id: 1 } as never })
    render(<SpellHome />)
    expect(await screen.findByText(/Joined · 3 people/)).toBeTruthy()
    expect(screen.getByText('Open')).toBeTruthy()
    expect(screen.getByText('Order together, split the delivery fee')).toBeTruthy()
    expect(await screen.findByLabelText('Start a group order at 測試茶餐廳')).toBeTruthy()
    // none of the spell's own Chinese is left (the shared merchant card speaks for itself)
    const text = document.body.textContent ?? ''
    const left = Object.values(spellWords.catalogues['zh-Hant-MO']).filter(
      (w) => !w.includes('{') && text.includes(w)
    )
    expect(left).toEqual([])
    act(() => setMessages('pt', pt))
    expect(screen.getByText('Encomendem juntos e dividam a taxa de entrega')).toBeTruthy()
    expect(screen.getByText(/Participo · 3 pessoas/)).toBeTruthy()
  })
})
