import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { zh } from '@/i18n/zh-Hant-MO'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { LocationBar } from './index'

describe('LocationBar', () => {
  beforeEach(() => useLocation.setState({ ...initialLocation }))
  afterEach(() => act(() => setMessages('zh-Hant-MO', zh)))

  it('without a fix or a chosen address shows the city once and asks for an address (issue 8 §11)', () => {
    useLocation.setState({ status: 'denied' })
    render(<LocationBar />)
    const city = useLocation.getState().cityName
    expect(screen.getAllByText(city)).toHaveLength(1)
    expect(screen.getByText('選擇收貨地址')).toBeTruthy()
  })

  it('a chosen address is shown by name', () => {
    useLocation.setState({ chosen: { name: '澳門大學', address: '氹仔', lat: 22.13, lng: 113.54 } })
    render(<LocationBar />)
    expect(screen.getByText('澳門大學')).toBeTruthy()
  })

  it('names the city in the reader’s language, even one picked while the app spoke another (issue 39)', () => {
    useLocation.setState({ status: 'denied', cityCode: 'MO', cityName: '澳門' })
    setMessages('en', en)
    const { unmount } = render(<LocationBar />)
    expect(screen.getByText('Macau')).toBeTruthy()
    expect(screen.queryByText('澳門')).toBeNull()
    unmount()
    // picked from the cities list while in English, read in Portuguese and in Chinese
    useLocation.setState({ cityName: 'Macau' })
    setMessages('pt', pt)
    const again = render(<LocationBar />)
    expect(screen.getByText('Macau')).toBeTruthy()
    expect(screen.getByText(pt['home.addr'])).toBeTruthy()
    again.unmount()
    setMessages('zh-Hant-MO', zh)
    render(<LocationBar />)
    expect(screen.getByText('澳門')).toBeTruthy()
  })
})
