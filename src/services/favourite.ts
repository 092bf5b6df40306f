import { request } from './request'
import type { Merchant, Page } from './types'

export type CollectType = 'merchant' | 'goods'

/** POST /tuan/user/collect (form, idempotent). */
export const collect = (targetId: number, objType: CollectType) =>
  request<null>('/tuan/user/collect', { method: 'POST', data: { targetId, objType } })

/** POST /tuan/user/cancelCollect (form). */
export const cancelCollect = (targetId: number, objType: CollectType) =>
  request<null>('/tuan/user/cancelCollect', { method: 'POST', data: { targetId, objType } })

export const listCollects = <T = Merchant>(q: { objType: CollectType; page: number; pageSize?: number }) =>
  request<Page<T>>('/v1/user/collect/list', { data: { pageSize: 10, ...q }, silent: true })
