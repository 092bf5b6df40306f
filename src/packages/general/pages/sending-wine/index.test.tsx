import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { goods, paged, storePage, store } from '../../test-support/fixtures'
import { useSession } from '@/stores/session'
import Page from './index'

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
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GE.sendingWine.slice(1), options }]
  render(<Page />)
}
const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

const recipientView = (over: object = {}) => ({
  token: 'tok',
  state: 'awaiting_address',
  stateText: '等待收禮人填寫地址',
  senderName: '陳大文',
  recipientName: '李小姐',
  storeName: '葡萄園酒行',
  items: [{ name: '波爾多紅酒 2019', image: '', itemCount: 1 }],
  deliverOn: '2026-11-24',
  card: '生日快樂！',
  giftWrap: true,
  needsAddress: true,
  linkExpiresAt: 1_764_000_000,
  address: null,
  ...over
})

describe('sending wine', () => {
  it('the recipient sees the gift and the card, never a price', async () => {
    api.getGiftView.mockResolvedValue(recipientView())
    open({ gift: '900', token: 'tok' })
    expect(await screen.findByText('陳大文 送給 李小姐 的禮物')).toBeTruthy()
    expect(screen.getByText('「生日快樂！」')).toBeTruthy()
    expect(screen.getByText('提交收禮地址')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/MOP/)
    expect(api.getGiftView).toHaveBeenCalledWith(900, 'tok')
  })

  it('an expired or foreign link says it is no longer valid', async () => {
    api.getGiftView.mockRejectedValue(new Error('NOT_FOUND'))
    open({ gift: '900', token: 'bad' })
    expect(await screen.findByText('禮物連結已失效或不存在')).toBeTruthy()
  })

  it('a giver without a declared or verified birth date is asked for it', async () => {
    useSession.setState({ token: 't', loggedIn: true })
    api.getGeneralGoods.mockResolvedValue(paged([goods({ alcohol: true, name: '波爾多紅酒 2019' })]))
    api.getAge.mockResolvedValueOnce({
      status: 'undeclared',
      birthDate: null,
      verified: false,
      message: '購買酒類須年滿 18 歲，請先申報出生日期'
    })
    open()
    expect(await screen.findByText('購買酒類須年滿 18 歲，請先申報出生日期')).toBeTruthy()
    expect(screen.getByText('確認申報')).toBeTruthy()
  })

  it('a typo in the birth date is said in plain words before anything is sent (issue 35 point 11)', async () => {
    useSession.setState({ token: 't', loggedIn: true })
    api.getGeneralGoods.mockResolvedValue(paged([goods({ alcohol: true, name: '波爾多紅酒 2019' })]))
    api.getAge.mockResolvedValue({
      status: 'undeclared',
      birthDate: null,
      verified: false,
      message: '購買酒類須年滿 18 歲，請先申報出生日期'
    })
    open()
    const input = (await screen.findAllByPlaceholderText('例：1990-05-01'))[0]!
    typeInto(input, '1990/05/01')
    fireEvent.click(screen.getByText('確認申報'))
    expect(screen.getByRole('alert').textContent).toBe('請按「年-月-日」輸入出生日期，例如 1990-05-01')
    typeInto(input, '1990-02-30')
    fireEvent.click(screen.getByText('確認申報'))
    expect(screen.getByRole('alert').textContent).toBe('沒有這個出生日期，請檢查年、月、日')
    expect(api.declareBirth).not.toHaveBeenCalled()
    expect(screen.getByText(/完成實名認證後以證件上的日期為準/)).toBeTruthy()
    // a real date is declared
    api.declareBirth.mockResolvedValue({
      status: 'adult',
      birthDate: '1990-05-01',
      verified: false,
      message: null
    })
    typeInto(input, '1990-05-01')
    fireEvent.click(screen.getByText('確認申報'))
    await waitFor(() => expect(api.declareBirth).toHaveBeenCalledWith('1990-05-01'))
  })

  it('a declared date that makes the giver a minor points to identity verification, not a dead end', async () => {
    useSession.setState({ token: 't', loggedIn: true })
    api.getGeneralGoods.mockResolvedValue(paged([]))
    api.getAge.mockResolvedValue({
      status: 'minor',
      birthDate: '2019-05-01',
      verified: false,
      message: '未滿 18 歲不得購買酒類'
    })
    open()
    expect(await screen.findByText('出生日期填錯了？完成實名認證後，以證件上的出生日期為準')).toBeTruthy()
    fireEvent.click(screen.getByText('去實名認證'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/pagesUser/pages/authentication/index')
  })

  it('a resting cellar is said when its wine is picked, before the form is filled', async () => {
    useSession.setState({ token: 't', loggedIn: true })
    api.getAge.mockResolvedValue({ status: 'adult', birthDate: '1985-03-03', verified: true, message: null })
    api.getGeneralGoods.mockResolvedValue(
      paged([goods({ id: 301, mchId: 8, mchName: '葡韻酒窖', alcohol: true, name: '波爾多紅酒 2019' })])
    )
    api.getGeneralStore.mockResolvedValue(storePage({ store: { ...store(), id: 8, isOpen: false } }))
    open()
    fireEvent.click(await screen.findByText(/波爾多紅酒 2019 MOP/))
    expect(await screen.findByText('「葡韻酒窖」休息中，暫不接受送禮訂單，請選擇其他酒或禮盒')).toBeTruthy()
    expect(api.getGeneralStore).toHaveBeenCalledWith(8)
    fireEvent.click(document.querySelector('.ge-send')!)
    expect(api.sendWine).not.toHaveBeenCalled()
  })

  it('an adult giver picks a wine, lets the recipient fill the address, and gets the link', async () => {
    useSession.setState({ token: 't', loggedIn: true })
    api.getAge.mockResolvedValue({ status: 'adult', birthDate: '1985-03-03', verified: true, message: null })
    api.getGeneralGoods.mockResolvedValue(
      paged([goods({ id: 301, alcohol: true, name: '波爾多紅酒 2019', price: 28800 })])
    )
    api.getGeneralStore.mockResolvedValue(storePage())
    api.sendWine.mockResolvedValue({
      orderId: 900,
      total: 28800,
      gift: {
        orderId: 900,
        token: 'tok',
        state: 'awaiting_address',
        stateText: '等待收禮人填寫地址',
        recipientName: '李小姐',
        recipientPhone: '66881234',
        deliverOn: '2026-11-24',
        card: '',
        giftWrap: true,
        linkExpiresAt: 1_764_000_000,
        addressFilled: false
      }
    })
    open()
    fireEvent.click(await screen.findByText(/波爾多紅酒 2019 MOP 288/))
    const [name, phone] = Array.from(document.querySelectorAll('.ge-section .ge-field__input')).slice(1)
    typeInto(name!, '李小姐')
    typeInto(phone!, '66881234')
    fireEvent.click(document.querySelector('.ge-send')!)
    await waitFor(() =>
      expect(api.sendWine).toHaveBeenCalledWith(
        expect.objectContaining({ goodsId: 301, count: 1, address: null, recipientName: '李小姐' })
      )
    )
    expect(await screen.findByText('禮物已建立')).toBeTruthy()
    // the link shown and copied is the page's public URL (the Taro path opened 找不到頁面 in a browser)
    const link = document.querySelector('.ge-gift-link')!.textContent ?? ''
    expect(link).toBe(`${location.origin}/general/sending-wine/sending-wine?gift=900&token=tok`)
  })
})
