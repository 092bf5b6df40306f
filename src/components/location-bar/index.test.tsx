import { render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useLocation } from '@/stores/location'
import { initialLocation } from '@/stores/location-reducer'
import { LocationBar } from './index'

describe('LocationBar', () => {
  beforeEach(() => useLocation.setState({ ...initialLocation }))

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
})
