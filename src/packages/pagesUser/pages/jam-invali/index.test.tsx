import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import JamInvalid from './index'

const api = vi.hoisted(() => ({ listPointsRecords: vi.fn() }))
vi.mock('@/services/points', () => api)

describe('expired honey (已過期蜂蜜)', () => {
  it('lists the honey that ran out, asked for as expired rows', async () => {
    api.listPointsRecords.mockResolvedValue({
      list: [
        { id: 3, kind: 'expire', points: -120, reason: '蜂蜜過期', createdAt: 1_795_000_000, expiresAt: null }
      ],
      page: 1,
      pageSize: 20,
      total: 1,
      hasMore: false
    })
    render(<JamInvalid />)
    expect(await screen.findByText('-120')).toBeTruthy()
    expect(screen.getByText('蜂蜜過期')).toBeTruthy()
    expect(api.listPointsRecords).toHaveBeenCalledWith('expired', 1)
  })

  it('none expired says so', async () => {
    api.listPointsRecords.mockResolvedValue({ list: [], page: 1, pageSize: 20, total: 0, hasMore: false })
    render(<JamInvalid />)
    expect(await screen.findByText('暫無過期蜂蜜')).toBeTruthy()
  })
})
