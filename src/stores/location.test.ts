import { beforeEach, describe, expect, it } from 'vitest'
import { fake } from '../../tests/setup/taro-fake'
import { DEFAULT_MAP_POINT } from '@lotus/contract/geo'
import { classifyLocateError, effectivePoint, initialLocation, label } from './location-reducer'

const MACAU_CENTER = { lat: DEFAULT_MAP_POINT.lat, lng: DEFAULT_MAP_POINT.lng }
import { LOCATION_DENIED, LOCATION_SETTINGS_FAILED, useLocation } from './location'

describe('location', () => {
  beforeEach(() => useLocation.setState({ ...initialLocation }))

  it('measures from a chosen address, else GPS, else the city centre (Senado Square)', () => {
    expect(effectivePoint(initialLocation)).toEqual(MACAU_CENTER)
    const gps = { lat: 22.15, lng: 113.56 }
    expect(effectivePoint({ ...initialLocation, gps })).toEqual(gps)
    const chosen = { name: '澳門大學', address: '氹仔', lat: 22.13, lng: 113.54 }
    expect(effectivePoint({ ...initialLocation, gps, chosen })).toBe(chosen)
    expect(label({ ...initialLocation, gps, chosen })).toBe('澳門大學')
  })

  it('classifies a refusal as denied and anything else as unavailable', () => {
    expect(classifyLocateError('getLocation:fail auth deny')).toBe('denied')
    expect(classifyLocateError('User denied Geolocation')).toBe('denied')
    expect(classifyLocateError('getLocation:fail timeout')).toBe('unavailable')
  })

  it('locate() stores WGS84 coordinates on success', async () => {
    fake.location = { latitude: 22.19, longitude: 113.54 }
    await useLocation.getState().locate()
    expect(useLocation.getState()).toMatchObject({ status: 'ok', gps: { lat: 22.19, lng: 113.54 } })
  })

  it('a denied location shows the spec toast and marks the state denied', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    await useLocation.getState().locate()
    expect(useLocation.getState().status).toBe('denied')
    expect(fake.toasts.at(-1)?.title).toBe(LOCATION_DENIED)
    expect(LOCATION_DENIED).toBe('請打開定位服務以提升體驗')
  })

  it('opening the settings fails on h5 with the spec toast (§8)', async () => {
    fake.location = { errMsg: 'getLocation:fail auth deny' }
    await useLocation.getState().openSettings()
    expect(fake.toasts.at(-1)?.title).toBe(LOCATION_SETTINGS_FAILED)
    expect(LOCATION_SETTINGS_FAILED).toBe('請打開定位服務以獲取商家資料')
  })

  it('locates again when the user allowed location in the settings (weapp)', async () => {
    fake.settings = { 'scope.userLocation': true }
    fake.location = { latitude: 22.2, longitude: 113.55 }
    await useLocation.getState().openSettings()
    expect(useLocation.getState()).toMatchObject({ status: 'ok', gps: { lat: 22.2, lng: 113.55 } })
    expect(fake.toasts).toEqual([])
  })

  it('another failure marks location unavailable without the toast', async () => {
    fake.location = { errMsg: 'getLocation:fail timeout' }
    await useLocation.getState().locate()
    expect(useLocation.getState().status).toBe('unavailable')
    expect(fake.toasts).toEqual([])
  })

  it('choosing a city resets the chosen address', () => {
    useLocation.getState().choose({ name: 'a', address: 'b', lat: 1, lng: 2 })
    useLocation.getState().setCity('MO', '澳門', MACAU_CENTER)
    expect(useLocation.getState().chosen).toBeNull()
  })
})
