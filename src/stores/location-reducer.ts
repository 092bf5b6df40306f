/** Where the user is, and where they want things delivered (pure, tested). */
import { DEFAULT_MAP_POINT, type Point } from '@lotus/contract/geo'
import { t } from '@/i18n'

export type { Point }
export interface ChosenAddress extends Point {
  name: string
  address: string
}
export type LocateStatus = 'idle' | 'locating' | 'ok' | 'denied' | 'unavailable'

export interface LocationState {
  cityCode: string
  cityName: string
  cityCenter: Point
  status: LocateStatus
  gps: Point | null
  chosen: ChosenAddress | null
  /** The logged-in customer's saved address (not persisted): where they are when there is no fix (issue 35 §7). */
  saved: ChosenAddress | null
}

export const initialLocation: LocationState = {
  cityCode: 'MO',
  // the server's name of the default city (its cities list), until the user picks one from that list
  // eslint-disable-next-line i18n/no-cjk-literal -- a place name, data as the server spells it
  cityName: '澳門',
  cityCenter: { lat: DEFAULT_MAP_POINT.lat, lng: DEFAULT_MAP_POINT.lng },
  status: 'idle',
  gps: null,
  chosen: null,
  saved: null
}

/** The point every distance is measured from: a chosen address, else GPS, else a saved address, else the city centre. */
export function effectivePoint(s: LocationState): Point {
  return s.chosen ?? s.gps ?? s.saved ?? s.cityCenter
}

/**
 * Where a customer without a GPS fix is (issue 35 §7: not 議事亭, the city centre): their default saved address,
 * else their first one; null without any.
 */
export function savedAddressPlace(
  list: ReadonlyArray<Point & { address: string; detail: string; isDefault: boolean }> | undefined
): ChosenAddress | null {
  const a = list?.find((x) => x.isDefault) ?? list?.[0]
  if (!a || !Number.isFinite(a.lat) || !Number.isFinite(a.lng)) return null
  return { name: a.address, address: `${a.address} ${a.detail}`.trim(), lat: a.lat, lng: a.lng }
}

/** Spec §4: a location failure marks location unavailable; a refusal is remembered as denied. */
export function classifyLocateError(errMsg: string): Exclude<LocateStatus, 'idle' | 'locating' | 'ok'> {
  return /deny|denied|permission|auth/i.test(errMsg) ? 'denied' : 'unavailable'
}

/**
 * The city's name in the reader's language (issue 39 point 4): the catalogue's word for a city it knows (the stored
 * name is the one it had when picked, in the language of that moment), else the name as the server gave it.
 */
export function cityLabel(s: Pick<LocationState, 'cityCode' | 'cityName'>): string {
  return s.cityCode === 'MO' ? t('loc.city.MO') : s.cityName
}

export function label(s: LocationState): string {
  if (s.chosen) return s.chosen.name
  if (s.status === 'ok') return t('loc.here')
  if (s.status === 'locating') return t('loc.locating')
  if (s.saved) return s.saved.name
  return cityLabel(s)
}
