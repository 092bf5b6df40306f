import type { PointsHistoryState } from '@lotus/contract/points'
import { getPointsBalance, listPointsRecords } from '@/services/points'
import { useQuery } from './cache'
import { useInfiniteQuery } from './infinite'

export const pointsKeys = {
  all: ['points'] as const,
  balance: ['points', 'balance'] as const,
  records: (state: PointsHistoryState) => ['points', 'records', state] as const
}

export const usePointsBalance = () => useQuery(pointsKeys.balance, getPointsBalance)
export const usePointsRecords = (state: PointsHistoryState) =>
  useInfiniteQuery(pointsKeys.records(state), (page) => listPointsRecords(state, page))
