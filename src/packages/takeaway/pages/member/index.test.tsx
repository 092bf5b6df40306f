import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fake } from '../../../../../tests/setup/taro-fake'
import { merchant, NoopObserver } from '../../test-support/fixtures'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getMenu: vi.fn() }))
const fav = vi.hoisted(() => ({ collect: vi.fn(), cancelCollect: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.mock('@/services/favourite', () => fav)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import Member from './index'

beforeEach(() => {
  fake.reset()
  fake.pages.push({ route: 'packages/takeaway/pages/member/index', options: { id: '5' } })
  ta.getMerchant.mockReset().mockResolvedValue(merchant())
  fav.collect.mockReset().mockResolvedValue(null)
  fav.cancelCollect.mockReset().mockResolvedValue(null)
})

describe('member', () => {
  it("lists the shop's real activities as benefits; joining favourites the shop, for free", async () => {
    render(<Member />)
    expect(
      await screen.findByText('商品金額滿MOP 60，立減MOP 10；多檔滿減自動使用可達到的最高一檔。')
    ).toBeTruthy()
    expect(ta.getMenu).not.toHaveBeenCalled()
    fireEvent.click(screen.getByText('免費加入會員'))
    expect(fav.collect).toHaveBeenCalledWith(5, 'merchant')
    expect(await screen.findByText('你已是本店會員')).toBeTruthy()
    fireEvent.click(screen.getByText('已加入（取消會員）'))
    expect(fav.cancelCollect).toHaveBeenCalledWith(5, 'merchant')
  })

  it('a failed join goes back', async () => {
    fav.collect.mockRejectedValueOnce(new Error('401'))
    render(<Member />)
    fireEvent.click(await screen.findByText('免費加入會員'))
    await vi.waitFor(() => expect(screen.getByText('免費加入會員')).toBeTruthy())
  })
})
