import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { StateView } from '@/components/state-view'
import { usePointsRecords } from '@/queries/points'
import type { PointsHistoryState } from '@lotus/contract/points'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import { pagesUserWords } from '../words'

/** Rows of the one honey ledger: valid (earn, spend, refund) or expired. */
export function PointsList({ state }: { state: PointsHistoryState }) {
  const w = pagesUserWords.useWords()
  const list = usePointsRecords(state)
  useReachBottom(() => void list.loadMore())
  return (
    <StateView
      state={list.state}
      rows={4}
      emptyText={w(state === 'expired' ? 'points.noExpired' : 'points.none')}
      errorText={w('points.failed')}
      onRetry={() => void list.refresh()}
    >
      <View className="acct__section">
        {list.items.map((r) => (
          <View key={r.id} className="acct__row" data-testid="points-row">
            <View style={{ display: 'flex', flexDirection: 'column', padding: '8px 0' }}>
              <Text>{r.reason}</Text>
              <Text className="acct__extra">
                {w(`pointsKind.${r.kind}`)} · {formatDate(r.createdAt, 1)}
                {r.kind === 'earn' && r.expiresAt !== null
                  ? ` · ${w('expiresOn', { date: formatDate(r.expiresAt, 3) })}`
                  : ''}
              </Text>
            </View>
            <Text style={{ color: r.points > 0 ? 'var(--lotus-orange)' : '#333', fontWeight: 600 }}>
              {r.points > 0 ? '+' : ''}
              {r.points}
            </Text>
          </View>
        ))}
      </View>
    </StateView>
  )
}
