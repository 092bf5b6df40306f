import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { fake } from '../../../../../tests/setup/taro-fake'

const api = vi.hoisted(() => ({ searchRange: vi.fn() }))
vi.mock('@/services/home', () => api)
import SearchAddress from './index'

const place = (id: number, name: string, distance: number) => ({
  id,
  name,
  address: `${name}地址`,
  district: '大堂區',
  lat: 22.19 + id / 1000,
  lng: 113.54,
  distance
})

/** Taro's Input reports text in e.detail.value. */
const typeKeyword = (value: string) =>
  fireEvent(
    document.querySelector('.search-address__input')!,
    new CustomEvent('input', { bubbles: true, detail: { value } })
  )

beforeEach(() => {
  useLocation.setState({ ...initialLocation })
  fake.pages = [
    { route: 'pages/index/index', options: {} },
    { route: 'packages/pagesA/pages/search-address/index', options: {} }
  ]
  api.searchRange.mockReset()
  api.searchRange.mockImplementation(async (q: { keyword?: string }) => ({
    data: q.keyword ? [place(3, '新馬路', 420)] : [place(1, '議事亭前地', 20), place(2, '澳門旅遊塔', 2345)]
  }))
})

describe('search-address', () => {
  it('shows nearby places with distance, and choosing one sets the delivery point and goes back', async () => {
    render(<SearchAddress />)
    expect(screen.getByText('選擇收貨地址')).toBeTruthy()
    expect(await screen.findByText('議事亭前地')).toBeTruthy()
    expect(screen.getByText('2.3km')).toBeTruthy()
    expect(api.searchRange).toHaveBeenCalledWith({ lat: 22.1936, lng: 113.5399, keyword: undefined })
    fireEvent.click(screen.getByText('澳門旅遊塔'))
    expect(useLocation.getState().chosen).toEqual({
      name: '澳門旅遊塔',
      address: '澳門旅遊塔地址',
      lat: 22.192,
      lng: 113.54
    })
    expect(fake.navigations.at(-1)?.kind).toBe('navigateBack')
  })

  it('searches by keyword after typing pauses', async () => {
    render(<SearchAddress />)
    await screen.findByText('議事亭前地')
    typeKeyword('新馬')
    expect(await screen.findByText('新馬路')).toBeTruthy()
    expect(api.searchRange).toHaveBeenLastCalledWith({ lat: 22.1936, lng: 113.5399, keyword: '新馬' })
    expect(screen.queryByText('使用當前定位')).toBeNull()
  })

  it('使用當前定位 locates and uses GPS (no chosen address) and goes back', async () => {
    useLocation.setState({ chosen: { name: 'X', address: '', lat: 1, lng: 1 } })
    fake.location = { latitude: 22.2, longitude: 113.55 }
    render(<SearchAddress />)
    fireEvent.click(screen.getByText('使用當前定位'))
    await waitFor(() => expect(fake.navigations.at(-1)?.kind).toBe('navigateBack'))
    expect(useLocation.getState().chosen).toBeNull()
    expect(useLocation.getState().gps).toEqual({ lat: 22.2, lng: 113.55 })
  })

  it('使用當前定位 when denied: toast and stay', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    render(<SearchAddress />)
    fireEvent.click(screen.getByText('使用當前定位'))
    await waitFor(() => expect(fake.toasts.map((t) => t.title)).toContain('請打開定位服務以提升體驗'))
    expect(fake.navigations).toEqual([])
  })

  it('empty result for a keyword says so', async () => {
    api.searchRange.mockImplementation(async (q: { keyword?: string }) => ({
      data: q.keyword ? [] : [place(1, '議事亭前地', 20)]
    }))
    render(<SearchAddress />)
    await screen.findByText('議事亭前地')
    typeKeyword('zzz')
    expect(await screen.findByText('找不到相關地點，換個關鍵字試試')).toBeTruthy()
  })

  it('never shows a slow answer to an older keyword under a newer one', async () => {
    let releaseOld: () => void = () => undefined
    let oldAnswer: Promise<unknown> = Promise.resolve()
    api.searchRange.mockImplementation((q: { keyword?: string }) => {
      const answer = (async () => {
        if (q.keyword === '舊') await new Promise<void>((r) => (releaseOld = r))
        return { data: [place(q.keyword === '舊' ? 8 : 9, q.keyword === '舊' ? '舊答案' : '新答案', 10)] }
      })()
      if (q.keyword === '舊') oldAnswer = answer
      return answer
    })
    render(<SearchAddress />)
    typeKeyword('舊')
    await waitFor(() =>
      expect(api.searchRange).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: '舊' }))
    )
    typeKeyword('新')
    expect(await screen.findByText('新答案')).toBeTruthy()
    releaseOld()
    await act(async () => {
      await oldAnswer
    })
    expect(screen.queryByText('舊答案')).toBeNull()
    expect(screen.getByText('新答案')).toBeTruthy()
  })
})
