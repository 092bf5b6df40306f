import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { fake } from '../../../../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({ getPointsBalance: vi.fn(), listPointsRecords: vi.fn() }))
vi.mock('@/services/points', () => api)

import Jam from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  fake.pages.push({ route: 'packages/pagesUser/pages/jam/index', options: {} })
  api.getPointsBalance.mockReset().mockResolvedValue({ balance: 1280, expiring: null })
  api.listPointsRecords
    .mockReset()
    .mockResolvedValue({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false })
})

describe('my honey', () => {
  it('shows the balance and links to the points mall where honey is spent', async () => {
    render(<Jam />)
    await waitFor(() => expect(screen.getByTestId('honey-balance').textContent).toBe('1280'))
    fireEvent.click(screen.getByText('積分商城：用蜂蜜換禮品'))
    expect(fake.navigations.at(-1)).toEqual({
      kind: 'navigateTo',
      url: '/packages/supermarket/pages/point-list/index'
    })
  })
})
