import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { StateView } from '@/components/state-view'
import { usePointsRecords } from '@/queries/points'
import { POINTS_KIND_TEXT, type PointsHistoryState } from '@lotus/contract/points'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'

/** Rows of the one honey ledger: valid (earn, spend, refund) or expired. */
export function PointsList({ state }: { state: PointsHistoryState }) {
  const list = usePointsRecords(state)
  useReachBottom(() => void list.loadMore())
  return (
    <StateView
      state={list.state}
      rows={4}
      emptyText={state === 'expired' ? '暫無過期蜂蜜' : '暫無蜂蜜記錄'}
      errorText="蜂蜜記錄載入失敗"
      onRetry={() => void list.refresh()}
    >
      <View className="acct__section">
        {list.items.map((r) => (
          <View key={r.id} className="acct__row" data-testid="points-row">
            <View style={{ display: 'flex', flexDirection: 'column', padding: '8px 0' }}>
              <Text>{r.reason}</Text>
              <Text className="acct__extra">
                {POINTS_KIND_TEXT[r.kind]} · {formatDate(r.createdAt, 1)}
                {r.kind === 'earn' && r.expiresAt !== null ? ` · ${formatDate(r.expiresAt, 3)} 到期` : ''}
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
