import type { PointsBalance, PointsHistoryState, PointsRecordPage } from '@lotus/contract/points'
import { request } from './request'

export type { PointsBalance, PointsRecord, PointsRecordPage } from '@lotus/contract/points'

export const getPointsBalance = () => request<PointsBalance>('/v1/points/balance', { silent: true })

export const listPointsRecords = (state: PointsHistoryState, page: number, pageSize = 20) =>
  request<PointsRecordPage>('/v1/points/records', { data: { state, page, pageSize }, silent: true })
