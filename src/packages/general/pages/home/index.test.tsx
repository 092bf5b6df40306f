import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'

const api = vi.hoisted(() => ({ getGeneralHome: vi.fn() }))
vi.mock('@/services/general', () => api)

import GeneralHome from './index'

const store = (id: number, name: string) => ({
  id,
  name,
  logo: '',
  kind: 'fruit',
  kindText: '生果',
  district: '氹仔',
  address: '',
  star: 4.6,
  monthSales: 100,
  minOrder: 5000,
  deliveryFee: 1000,
  deliveryMinutes: 40,
  distanceM: 350,
  weightPolicy: 'refund',
  isOpen: true,
  activities: [],
  tags: [],
  notice: ''
})

describe('general home', () => {
  beforeEach(() => clearCache())

  it('shows the real categories with their counts, the entries and the nearby shops', async () => {
    api.getGeneralHome.mockResolvedValue({
      categories: [
        { kind: 'fruit', name: '生果', storeCount: 6, goodsCount: 80 },
        { kind: 'wine', name: '酒行', storeCount: 6, goodsCount: 70 }
      ],
      seasonal: [],
      discounts: [],
      stores: [store(1, '果然鮮生果')]
    })
    render(<GeneralHome />)
    expect(await screen.findByText('6 間 · 80 款')).toBeTruthy()
    expect(screen.getByText('酒行')).toBeTruthy()
    expect(screen.getByText('送酒')).toBeTruthy()
    expect(screen.getByText('果然鮮生果')).toBeTruthy()
  })

  it('offers a retry when the home fails to load', async () => {
    api.getGeneralHome.mockRejectedValue(new Error('down'))
    render(<GeneralHome />)
    expect(await screen.findByText('百貨載入失敗')).toBeTruthy()
  })
})
