import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'
import { card, NoopObserver } from '../../test-support/fixtures'

const mk = vi.hoisted(() => ({ getMarketAisles: vi.fn(), listMarketGoods: vi.fn() }))
vi.mock('@/services/market', () => mk)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import MarketClass from './index'

const page = (list: ReturnType<typeof card>[]) => ({ list, total: list.length, page: 1, pageSize: 20 })

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/supermarket/pages/class/index', options: { mchId: '5' } })
  mk.getMarketAisles.mockReset().mockResolvedValue([
    { id: 1, name: '乳品烘焙', children: [{ id: 11, name: '鮮奶', children: [] }] },
    { id: 2, name: '糧油米麵', children: [{ id: 21, name: '香米', children: [] }] }
  ])
  mk.listMarketGoods
    .mockReset()
    .mockImplementation(async (q: { aisleId: number }) =>
      page(q.aisleId === 21 ? [card({ id: 30, name: '泰國香米' })] : q.aisleId === 2 ? [] : [card()])
    )
})

describe('supermarket class', () => {
  it('two-level aisles: the first aisle shows its goods, a level-2 aisle narrows them', async () => {
    render(<MarketClass />)
    expect(await screen.findByText('澳門鮮奶')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenLastCalledWith({ mchId: 5, aisleId: 1 })
    fireEvent.click(screen.getByText('糧油米麵'))
    expect(await screen.findByText('此分類暫無商品')).toBeTruthy()
    fireEvent.click(screen.getByText('香米'))
    expect(await screen.findByText('泰國香米')).toBeTruthy()
    expect(mk.listMarketGoods).toHaveBeenLastCalledWith({ mchId: 5, aisleId: 21 })
  }, 20_000)

  it('a chosen level-2 aisle opens its sorted and filtered view', async () => {
    render(<MarketClass />)
    await screen.findByText('澳門鮮奶')
    expect(screen.queryByRole('link', { name: /排序及篩選/ })).toBeNull()
    fireEvent.click(screen.getByText('鮮奶'))
    fireEvent.click(await screen.findByRole('link', { name: /排序及篩選/ }))
    expect(fake.navigations.at(-1)?.url).toBe(
      '/packages/supermarket/pages/class-view/index?mchId=5&aisleId=11'
    )
  }, 20_000)
})
