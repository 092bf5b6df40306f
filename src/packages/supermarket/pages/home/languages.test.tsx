import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import pt from '@/i18n/pt'
import { zh } from '@/i18n/zh-Hant-MO'
import { clearCache } from '@/queries/cache'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'
import { NoopObserver } from '../../test-support/fixtures'

const api = vi.hoisted(() => ({ listMerchants: vi.fn(), addShow: vi.fn(), getAdByKey: vi.fn() }))
vi.mock('@/services/home', () => api)
vi.stubGlobal('IntersectionObserver', NoopObserver)

import SupermarketHome from './index'

beforeEach(() => {
  clearCache()
  fake.reset()
  useLocation.setState({ ...initialLocation })
  api.listMerchants
    .mockReset()
    .mockResolvedValue({ list: [], page: 1, pageSize: 10, total: 0, hasMore: false })
  api.addShow.mockReset().mockResolvedValue(null)
  api.getAdByKey.mockReset().mockResolvedValue([])
})
afterEach(() => act(() => setMessages('zh-Hant-MO', zh)))

describe('supermarket home in Portuguese', () => {
  it('its slogan, tiles (a letter of each as the glyph) and empty list speak Portuguese; a tile still opens its page', async () => {
    setMessages('pt', pt)
    render(<SupermarketHome />)
    expect(await screen.findByText('Ainda sem supermercados por perto')).toBeTruthy()
    expect(screen.getByText('Frescos e artigos do dia a dia, entregues em 2 horas')).toBeTruthy()
    expect(screen.getByText('Supermercados perto de si')).toBeTruthy()
    const labels = Array.from(document.querySelectorAll('.entry-grid__label')).map((e) => e.textContent)
    expect(labels).toEqual([
      'Mais vendidos da semana',
      'Cupões relâmpago',
      'Notícias',
      'Escolher loja',
      'Loja de pontos'
    ])
    const glyphs = Array.from(document.querySelectorAll('.entry-grid__icon')).map((e) => e.textContent)
    expect(glyphs).toEqual(['M', 'C', 'N', 'L', 'P'])
    fireEvent.click(screen.getByLabelText('Loja de pontos'))
    expect(fake.navigations.at(-1)?.url).toBe('/packages/supermarket/pages/point-list/index')
  })
})
