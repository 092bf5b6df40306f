import { request } from './request'
import type { Ad, AdKey } from '@lotus/contract/ads'
import type { City, Place } from '@lotus/contract/geo'
import type { Merchant } from '@lotus/contract/merchant'
import type { Page } from '@lotus/contract/page'
import type { Vertical } from '@lotus/contract/verticals'

export const getConfig = () => request<string>('/v1/commons/config', { silent: true })

export const getCities = () => request<City[]>('/v1/store/merchant/cities')

export const searchRange = (q: { lat: number; lng: number; keyword?: string; language?: string }) =>
  request<{ data: Place[] }>('/v1/geo/searchRange', { data: { language: 'zh_TW', ...q }, silent: true })

/** A vertical's page names its vertical: ads aimed at it show there too (home names none). */
export const getAdByKey = (key: AdKey, lat?: number, lng?: number, vertical?: Vertical) =>
  request<Ad[]>('/v1/advertis/getAdByKey', { data: { key, lat, lng, vertical }, silent: true })

export const listMerchants = (q: {
  lat: number
  lng: number
  page: number
  pageSize?: number
  vertical?: Vertical
  city?: string
  keyword?: string
}) => request<Page<Merchant>>('/v1/store/merchant/list', { data: { pageSize: 10, ...q }, silent: true })

/** Exposure report (spec §7 JSON call): pos and the store ids that came into view. */
export const addShow = (pos: string, storeIds: number[]) =>
  request<null>('/v2/wm/flow/addShow', { method: 'POST', json: true, data: { pos, storeIds }, silent: true })
