import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { PagedList } from '@/queries/infinite'
import type { Merchant } from '@/services/types'
import { MerchantList } from './index'

const merchant = (id: number): Merchant => ({
  id,
  name: `澳門商家${id}號`,
  logo: `/api/img/merchant/${id}.svg`,
  vertical: 'takeaway',
  verticals: ['takeaway'],
  category: '葡國菜',
  district: '大堂區',
  address: '',
  lat: 22.19,
  lng: 113.54,
  distance: 350 + id,
  star: 4.6,
  monthSales: 1234,
  avgPrice: 8000,
  deliveryFee: 500,
  minOrder: 3000,
  deliveryMinutes: 30,
  tags: [],
  isOpen: true
})

const listOf = (n: number, hasMore: boolean): PagedList<Merchant> => ({
  items: Array.from({ length: n }, (_, i) => merchant(i + 1)),
  state: 'ready',
  loadingMore: false,
  moreFailed: false,
  hasMore,
  refresh: vi.fn(),
  loadMore: vi.fn()
})

describe('merchant list', () => {
  it('draws every card of a long page (the first screen first), in order, and its footer after the last', async () => {
    render(<MerchantList list={listOf(12, false)} pos="INDEX" />)
    expect(await screen.findByText('沒有更多了')).toBeTruthy()
    const names = screen.getAllByText(/^澳門商家\d+號$/).map((el) => el.textContent)
    expect(names).toEqual(Array.from({ length: 12 }, (_, i) => `澳門商家${i + 1}號`))
  })

  it('a short page is drawn at once, with the way to the next page', () => {
    render(<MerchantList list={listOf(3, true)} pos="INDEX" />)
    expect(screen.getAllByText(/^澳門商家\d+號$/)).toHaveLength(3)
    expect(screen.getByText('上拉載入更多')).toBeTruthy()
  })
})
