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
            fromPrice: 7000,
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

  it('a tab per day; a day shows its own times by cinema, a few compact pills each (issue 35 §14)', async () => {
    const at = (day: number, h: number) => Date.UTC(2026, 10, day, h - 8) / 1000
    const show = (id: number, startsAt: number, cinemaName: string) => ({
      id,
      filmId: 3,
      cinemaId: cinemaName === '新口岸影城' ? 9 : 10,
      hall: '1號廳',
      startsAt,
      fromPrice: 7000,
      cinemaName
    })
    api.films.mockResolvedValue([
      {
        id: 3,
        title: '濠江夜話',
        poster: '/api/img/film/3.svg',
        rating: 8.6,
        minutes: 118,
        genre: '劇情',
        intro: '',
        showtimes: [
          show(41, at(29, 20), '新口岸影城'),
          show(42, at(29, 11), '新口岸影城'),
          show(43, at(29, 14), '氹仔影城'),
          show(44, at(30, 11), '新口岸影城')
        ]
      }
    ])
    open()
    const tabs = await screen.findAllByRole('tab')
    expect(tabs).toHaveLength(2)
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true')
    // the first day: its three times, earliest first per cinema, the cinema named
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      '11:00 1號廳 MOP 70 選座',
      '20:00 1號廳 MOP 70 選座',
      '14:00 1號廳 MOP 70 選座'
    ])
    expect(screen.getByText('氹仔影城')).toBeTruthy()
    fireEvent.click(tabs[1]!)
    expect(screen.getAllByRole('link')).toHaveLength(1)
    fireEvent.click(screen.getByRole('link'))
    expect(lastUrl()).toBe(`${GP.ticketSpec}?id=44`)
    expect(document.querySelector('.gp-film__poster')).toBeTruthy()
  })
})
