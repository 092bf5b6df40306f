import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { goods, paged, storePage } from '../../test-support/fixtures'
import { GE } from '../../hooks/paths'

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('IntersectionObserver', NoopObserver)

const api = vi.hoisted(() => ({ getGeneralStore: vi.fn(), getGeneralGoods: vi.fn() }))
vi.mock('@/services/general', () => api)

import SearchMchGoods from './index'

const open = () => {
  fake.pages = [{ route: GE.searchMchGoods.slice(1), options: { id: '7' } }]
  render(<SearchMchGoods />)
}
/** Taro's Input reports text in e.detail.value. */
const search = async (text: string) => {
  // The placeholder names the store once it has loaded.
  await screen.findAllByPlaceholderText('在「果然鮮生果」內搜尋')
  fireEvent(
    document.querySelector('.ge-field__input')!,
    new CustomEvent('input', { bubbles: true, detail: { value: text } })
  )
  fireEvent.click(screen.getByText('搜尋'))
}

describe('search a general store’s goods', () => {
  beforeEach(() => {
    clearCache()
    fake.reset()
    api.getGeneralStore.mockResolvedValue(storePage())
  })

  it('searches only this store and opens a goods', async () => {
    api.getGeneralGoods.mockResolvedValue(paged([goods({ name: '青森蘋果' })]))
    open()
    await search(' 蘋果 ')
    expect(await screen.findByText('青森蘋果')).toBeTruthy()
    expect(screen.getByText('共 1 件商品')).toBeTruthy()
    expect(api.getGeneralGoods).toHaveBeenCalledWith({ mchId: 7, keyword: '蘋果' })
    fireEvent.click(screen.getByText('青森蘋果'))
    expect(fake.navigations.at(-1)?.url).toBe(`${GE.goodsDel}?id=101`)
  })

  it('says so when nothing in the store matches, and offers a retry when the search fails', async () => {
    api.getGeneralGoods.mockResolvedValueOnce(paged([]))
    open()
    await search('榴槤')
    expect(await screen.findByText('店內找不到「榴槤」')).toBeTruthy()
    api.getGeneralGoods.mockRejectedValueOnce(new Error('down'))
    await search('芒果')
    expect(await screen.findByText('搜尋失敗')).toBeTruthy()
  })
})
