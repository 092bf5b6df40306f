import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { clearCache } from '@/queries/cache'
import { useSession } from '@/stores/session'
import { fake, type FakeRequest } from '../../../tests/setup/taro-fake'
import { GE } from './hooks/paths'
import { goods, paged, store, storePage } from './test-support/fixtures'
import { generalWords } from './words'
import GeneralHome from './pages/home/index'
import GeneralMchInfo from './pages/mch-info/index'
import SendingWine from './pages/sending-wine/index'

/** Issue 39: the general store's key pages as an English and a Portuguese reader see them. */
const api = vi.hoisted(() => ({
  getGeneralHome: vi.fn(),
  getGeneralStores: vi.fn(),
  getGeneralStore: vi.fn(),
  getGeneralSimilar: vi.fn(),
  getGeneralGoods: vi.fn(),
  getGeneralGoodsDetail: vi.fn(),
  getFruit: vi.fn(),
  getGeneralDiscounts: vi.fn(),
  getAge: vi.fn(),
  declareBirth: vi.fn(),
  submitGeneralOrder: vi.fn(),
  sendWine: vi.fn(),
  getGiftView: vi.fn(),
  fillGiftAddress: vi.fn()
}))
vi.mock('@/services/general', () => api)
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', NoopObserver)

const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

/**
 * The general store's own Chinese words still on the page (the shared components speak for themselves). Content
 * names here avoid its words: a shop called 果然鮮生果 holds 生果 and says nothing of the page.
 */
const chineseLeft = () => {
  const text = document.body.textContent ?? ''
  return Object.values(generalWords.catalogues['zh-Hant-MO']).filter(
    (w) => !w.includes('{') && /[\u3400-\u9fff]/u.test(w) && text.includes(w)
  )
}

// a mango sold by weight: MOP 48 per 500 g, about 2 kg a portion
const mango = goods({
  id: 102,
  name: '台灣愛文芒果',
  sellBy: 'weight',
  pricePer500g: 4800,
  unitGrams: 2000,
  price: 19200,
  origin: '台灣',
  season: '夏季',
  mchName: '果然鮮',
  category: '精選'
})

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
  useSession.setState({ token: '', loggedIn: false })
})
afterEach(() => setMessages('zh-Hant-MO', {}))

describe('the general store in English and Portuguese', () => {
  it('home: categories with their counts, the entries, a weighed fruit and a shop, then in Portuguese', async () => {
    setMessages('en', en)
    api.getGeneralHome.mockResolvedValue({
      categories: [
        { kind: 'fruit', name: '生果', storeCount: 6, goodsCount: 80 },
        { kind: 'wine', name: '酒行', storeCount: 3, goodsCount: 70 }
      ],
      seasonal: [mango],
      discounts: [],
      stores: [store({ id: 1, name: '果然鮮' })]
    })
    render(<GeneralHome />)
    expect(await screen.findByText('Shops: 6 · Items: 80')).toBeTruthy()
    expect(screen.getByText('Wine shop')).toBeTruthy()
    expect(screen.getByText('Send wine')).toBeTruthy()
    expect(screen.getByText('Fruit in season')).toBeTruthy()
    expect(
      screen.getByText(
        'MOP 48/500 g · About 2 kg each, charged by actual weight · From 台灣 · In season: 夏季'
      )
    ).toBeTruthy()
    expect(screen.getByText('Fruit · ★ 4.6 · 氹仔 · 350m')).toBeTruthy()
    expect(screen.getByLabelText('Search shops')).toBeTruthy()
    expect(chineseLeft()).toEqual([])

    act(() => setMessages('pt', pt))
    expect(screen.getByText('Lojas: 6 · Artigos: 80')).toBeTruthy()
    expect(screen.getByText('Garrafeira')).toBeTruthy()
    expect(screen.getByText('Oferecer vinho')).toBeTruthy()
    expect(screen.getByText(/^MOP 48\/500 g · Cerca de 2 kg cada, cobrado pelo peso real/)).toBeTruthy()
    expect(chineseLeft()).toEqual([])
  })

  it('a shop with weighed fruit, in Portuguese: its kind, weight rule, facts and links', async () => {
    setMessages('pt', pt)
    useSession.setState({ token: 'tok', loggedIn: true })
    api.getAge.mockResolvedValue({ status: 'adult', birthDate: null, verified: false, message: null })
    api.getGeneralStore.mockResolvedValue(
      storePage({
        store: store({ name: '果然鮮' }),
        categories: [
          { id: 1, name: '精選', count: 1, goods: [{ ...mango, mchName: '果然鮮', category: '精選' }] }
        ]
      })
    )
    fake.requestHandler = async (r: FakeRequest) => {
      const body = (data: unknown) => ({ statusCode: 200, data: { code: '0000', msg: '', data } })
      if (r.url.includes('/user/address/list'))
        return body([
          { id: 4, name: '陳大文', address: '氹仔', detail: '1樓', lat: 22.16, lng: 113.57, isDefault: true }
        ])
      return body(null)
    }
    fake.pages = [{ route: GE.mchInfo.slice(1), options: { id: '7' } }]
    render(<GeneralMchInfo />)
    expect(await screen.findByText(/^Preço ao peso: o peso real fica a ±10% da estimativa/)).toBeTruthy()
    expect(screen.getByText(/MOP 48\/500 g · Cerca de 2 kg cada/)).toBeTruthy()
    expect(screen.getByText('Fruta · 氹仔地堡街 12 號')).toBeTruthy()
    expect(screen.getByText('Pesquisar na loja')).toBeTruthy()
    expect(screen.getByText('Promoções da loja')).toBeTruthy()
    expect(screen.getByText('Lojas semelhantes')).toBeTruthy()
    expect(chineseLeft()).toEqual([])
  })

  it('the gift a recipient opens, in English then Portuguese: no price, the card and the state in words', async () => {
    setMessages('en', en)
    api.getGiftView.mockResolvedValue({
      token: 'tok',
      state: 'awaiting_address',
      stateText: '等待收禮人填寫地址',
      senderName: '陳大文',
      recipientName: '李小姐',
      storeName: '葡萄園',
      items: [{ name: '波爾多紅酒 2019', image: '', itemCount: 2 }],
      deliverOn: '2026-11-24',
      card: '生日快樂！',
      giftWrap: true,
      needsAddress: true,
      linkExpiresAt: 1_764_000_000,
      address: null
    })
    fake.pages = [{ route: GE.sendingWine.slice(1), options: { gift: '900', token: 'tok' } }]
    render(<SendingWine />)
    expect(await screen.findByText('A gift from 陳大文 to 李小姐')).toBeTruthy()
    expect(screen.getByText('波爾多紅酒 2019 × 2')).toBeTruthy()
    expect(screen.getByText('葡萄園 · delivered on 2026-11-24 · gift-wrapped')).toBeTruthy()
    expect(screen.getByText('“生日快樂！”')).toBeTruthy()
    expect(screen.getByText("Waiting for the recipient's address")).toBeTruthy()
    expect(screen.getByText('Send the delivery address')).toBeTruthy()
    expect(screen.getAllByPlaceholderText('Search buildings, streets, landmarks').length).toBeGreaterThan(0)
    expect(document.body.textContent).not.toMatch(/MOP/)
    expect(chineseLeft()).toEqual([])
    // no address picked yet: the toast says so in the reader's language
    fireEvent.click(screen.getByText('Send the delivery address'))
    expect(fake.toasts.at(-1)?.title).toBe('Please choose an address')

    act(() => setMessages('pt', pt))
    expect(screen.getByText('Um presente de 陳大文 para 李小姐')).toBeTruthy()
    expect(screen.getByText('«生日快樂！»')).toBeTruthy()
    expect(screen.getByText('À espera do endereço de quem recebe')).toBeTruthy()
    expect(chineseLeft()).toEqual([])
  })

  it('the giver without a birth date: the 18+ rule and a typo said in English', async () => {
    setMessages('en', en)
    useSession.setState({ token: 't', loggedIn: true })
    api.getGeneralGoods.mockResolvedValue(paged([goods({ alcohol: true, name: '波爾多紅酒 2019' })]))
    api.getAge.mockResolvedValue({
      status: 'undeclared',
      birthDate: null,
      verified: false,
      message: '購買酒類須年滿 18 歲，請先申報出生日期'
    })
    fake.pages = [{ route: GE.sendingWine.slice(1), options: {} }]
    render(<SendingWine />)
    expect(
      await screen.findByText(
        'You must be 18 or over to buy alcohol. Please declare your date of birth first'
      )
    ).toBeTruthy()
    const input = screen.getAllByPlaceholderText('e.g. 1990-05-01')[0]!
    typeInto(input, '1990/05/01')
    fireEvent.click(screen.getByText('Declare'))
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter your date of birth as year-month-day, e.g. 1990-05-01'
    )
    typeInto(input, '1990-02-30')
    fireEvent.click(screen.getByText('Declare'))
    expect(screen.getByRole('alert').textContent).toBe(
      'That date does not exist. Please check the year, month and day'
    )
    expect(api.declareBirth).not.toHaveBeenCalled()
    expect(chineseLeft()).toEqual([])
  })
})
