import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useWalletRecords } from '@/queries/wallet'
import { RecordRow } from '../wallet/record-row'
import './index.scss'

/** Spending details: every wallet movement, newest first, paged. */
export default function ListRecord() {
  const list = useWalletRecords()
  useReachBottom(() => void list.loadMore())
  usePullDownRefresh(() => void list.refresh().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className="list-record">
      <NavBar title="收支明細" />
      <StateView
        state={list.state}
        rows={5}
        emptyText="暫無收支記錄"
        errorText="明細載入失敗"
        onRetry={() => void list.refresh()}
      >
        {list.items.map((r) => (
          <RecordRow key={r.id} record={r} />
        ))}
        <View className="list-record__footer" onClick={() => list.moreFailed && void list.loadMore()}>
          {list.loadingMore
            ? '載入中…'
            : list.moreFailed
              ? '載入失敗，點擊重試'
              : list.hasMore
                ? '上拉載入更多'
                : '沒有更多了'}
        </View>
      </StateView>
    </View>
  )
}
