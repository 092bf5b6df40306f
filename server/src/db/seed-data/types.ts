import type { Vertical } from '@lotus/contract/verticals'

export type { Vertical }
export type District = '澳門半島' | '氹仔' | '路氹城' | '路環'
export interface SeedOptionValue {
  value: string
  priceDelta: number /* avos */
}
export interface SeedOption {
  name: string
  required: boolean
  multi: boolean
  values: SeedOptionValue[]
}
export interface SeedGoods {
  key: string
  name: string
  category: string
  price: number
  originalPrice?: number
  stock: number
  limitBuy: number /* 0 = none */
  monthSales: number
  description: string
  props: SeedOption[]
  packFee?: number
  tags?: string[]
}
export interface SeedActivity {
  type: 'full_reduction' | 'discount' | 'new_user' | 'delivery_free'
  label: string
  threshold?: number
  reduce?: number
}
export interface SeedMerchant {
  key: string
  name: string
  verticals: Vertical[]
  category: string
  district: District
  address: string
  lat: number
  lng: number
  phone: string
  openHours: string /* e.g. 10:00-22:00 */
  star: number
  tasteStar: number
  packStar: number
  monthSales: number
  avgPrice: number
  minOrder: number
  deliveryFee: number
  packFee: number
  deliveryMinutes: number
  notice: string
  tags: string[]
  activities: SeedActivity[]
  goods: SeedGoods[]
  licenseNo: string
}
export interface SeedPlace {
  name: string
  address: string
  district: District
  lat: number
  lng: number
  type: string
}
export interface SeedCity {
  code: string
  name: string
  lat: number
  lng: number
}
export interface SeedAd {
  key: 'INDEX_POPUP_AD' | 'INDEX_BANNER'
  name: string
  type: 1 | 2 | 3
  wxLink: string
  merchantKey?: string
}

/**
 * Approximate WGS84 bounding boxes per district (inclusive), used by tests and handy for sanity checks.
 * Slightly generous around the edges (e.g. 澳門旅遊塔 at the peninsula's south tip, 澳門大學 on the Hengqin campus,
 * 澳門國際機場 at Taipa's east end).
 */
export const DISTRICT_BOUNDS: Record<
  District,
  { minLat: number; maxLat: number; minLng: number; maxLng: number }
> = {
  澳門半島: { minLat: 22.175, maxLat: 22.218, minLng: 113.525, maxLng: 113.565 },
  氹仔: { minLat: 22.148, maxLat: 22.17, minLng: 113.54, maxLng: 113.595 },
  路氹城: { minLat: 22.125, maxLat: 22.152, minLng: 113.538, maxLng: 113.585 },
  路環: { minLat: 22.105, maxLat: 22.138, minLng: 113.54, maxLng: 113.582 }
}
