import { fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCache } from '@/queries/cache'
import { groupApi } from '@/services/group'
import { fake } from '../../../../../tests/setup/taro-fake'
import { GP } from '../../hooks/paths'
import { NoopObserver } from '../../test-support/fixtures'
import Page from './index'

vi.mock('@/services/group', async () => ({
  groupApi: (await import('../../test-support/fixtures')).groupApiMock()
}))
vi.stubGlobal('IntersectionObserver', NoopObserver)
const api = vi.mocked(groupApi)
const open = (options: Record<string, string> = {}) => {
  fake.pages = [{ route: GP.filmClass.slice(1), options }]
  render(<Page />)
}
const lastUrl = () => fake.navigations.at(-1)?.url

beforeEach(() => {
  clearCache()
  fake.reset()
  vi.clearAllMocks()
})

describe('films showing', () => {
  it('shows poster, rating and length, and opens a showtime', async () => {
    api.films.mockResolvedValue([
      {
        id: 3,
        title: '濠江夜話',
        poster: '',
        rating: 8.6,
        minutes: 118,
        genre: '劇情',
        intro: '',
        showtimes: [
          {
            id: 41,
            filmId: 3,
            cinemaId: 9,
            hall: '1號廳',
            startsAt: 1_763_900_000,
            prices: { standard: 7000, vip: 9000 },
            cinemaName: '新口岸影城'
          }
        ]
      }
    ])
    open({ cinemaId: '9' })
    expect(await screen.findByText('評分 8.6 · 118 分鐘 · 劇情')).toBeTruthy()
    fireEvent.click(screen.getByText(/1號廳/))
    expect(lastUrl()).toBe(`${GP.ticketSpec}?id=41`)
  })
})
