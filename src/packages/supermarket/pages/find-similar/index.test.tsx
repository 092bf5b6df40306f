import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { card, detail, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ getMarketGoods: vi.fn(), getMarketSimilar: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import FindSimilar from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/find-similar/index', options: { id: '11' } })
  mk.getMarketGoods.mockReset().mockResolvedValue(detail())
  mk.getMarketSimilar
    .mockReset()
    .mockResolvedValue([card({ id: 12, name: '高鈣鮮奶' }), card({ id: 13, name: '低脂鮮奶' })])
})

describe('supermarket find-similar', () => {
  it('shows the goods and its similar goods; one opens its details', async () => {
    render(<FindSimilar />)
    expect(await screen.findByText('高鈣鮮奶')).toBeTruthy()
    expect(screen.getByText('低脂鮮奶')).toBeTruthy()
    expect(await screen.findByText('同屬「牛奶」及相近貨架')).toBeTruthy()
    expect(mk.getMarketSimilar).toHaveBeenCalledWith(11)
    fireEvent.click(screen.getByText('低脂鮮奶'))
    expect(fake.navigations.at(-1)?.url).toContain(
      '/packages/supermarket/pages/goods-details/index?id=13&mchId=5'
    )
  }, 20_000)

  it('says when there is nothing similar', async () => {
    mk.getMarketSimilar.mockResolvedValue([])
    render(<FindSimilar />)
    expect(await screen.findByText('暫無相似商品')).toBeTruthy()
  }, 20_000)
})
