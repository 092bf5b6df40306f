import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GE } from '../../hooks/paths'
import { goods, paged } from '../../test-support/fixtures'
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
  fake.pages = [{ route: GE.search.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url
const typeInto = (el: Element, value: string) =>
  fireEvent(el, new CustomEvent('input', { bubbles: true, detail: { value } }))

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('search general goods', () => {
  it('finds goods across shops and opens one; says when nothing matches', async () => {
    api.getGeneralGoods.mockResolvedValueOnce(paged([goods({ name: '紅玫瑰花束', id: 5 })]))
    open()
    typeInto(document.querySelector('.ge-field__input')!, '玫瑰')
    fireEvent.click(screen.getByText('搜尋'))
    fireEvent.click(await screen.findByText('紅玫瑰花束'))
    expect(lastUrl()).toBe(`${GE.goodsDel}?id=5`)
    expect(api.getGeneralGoods).toHaveBeenCalledWith({ keyword: '玫瑰' })
    api.getGeneralGoods.mockResolvedValueOnce(paged([]))
    typeInto(document.querySelector('.ge-field__input')!, '榴槤')
    fireEvent.click(screen.getByText('搜尋'))
    expect(await screen.findByText('找不到相關商品')).toBeTruthy()
  })
})
