import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from '@/stores/location'
import { fake } from '../../../../../tests/setup/taro-fake'
import { merchant, NoopObserver } from '../../test-support/fixtures'
import SimilarMch from './index'

const ta = vi.hoisted(() => ({ getMerchant: vi.fn(), getSimilar: vi.fn(), getTimeFees: vi.fn() }))
vi.mock('@/services/takeaway', () => ta)
vi.stubGlobal('IntersectionObserver', NoopObserver)

const GPS = { lat: 22.1561, lng: 113.5589 }

beforeEach(() => {
  useLocation.setState({ gps: GPS, status: 'ok' })
  fake.pages.push({ route: 'packages/takeaway/pages/similar-mch/index', options: { id: '5' } })
})

describe('similar merchants (相似商家)', () => {
  it('lists the merchants of the same kind near the delivery point and opens one', async () => {
    ta.getSimilar.mockResolvedValue([
      merchant({ id: 8, name: '氹仔冰室', distance: 300 }),
      merchant({ id: 9, name: '祐記咖啡', distance: 900 })
    ])
    render(<SimilarMch />)
    expect(await screen.findByText('氹仔冰室')).toBeTruthy()
    expect(screen.getByText('祐記咖啡')).toBeTruthy()
    const [id, point] = ta.getSimilar.mock.calls[0] as [number, { lat: number; lng: number }]
    expect(id).toBe(5)
    expect(point).toEqual(GPS)
    fireEvent.click(screen.getByText('祐記咖啡'))
    expect(fake.navigations.at(-1)?.url).toBe(
      '/packages/takeaway/pages/mch-info/index?id=9&flowPos=SIMILAR_MCH'
    )
  })

  it('says when there is none nearby', async () => {
    ta.getSimilar.mockResolvedValue([])
    render(<SimilarMch />)
    expect(await screen.findByText('附近暫無相似商家')).toBeTruthy()
  })

  it('a list that fails offers a retry that asks again', async () => {
    ta.getSimilar
      .mockRejectedValueOnce(new Error('NETWORK'))
      .mockResolvedValueOnce([merchant({ id: 8, name: '氹仔冰室' })])
    render(<SimilarMch />)
    fireEvent.click(await screen.findByText('重試'))
    expect(await screen.findByText('氹仔冰室')).toBeTruthy()
    expect(ta.getSimilar).toHaveBeenCalledTimes(2)
  })
})
