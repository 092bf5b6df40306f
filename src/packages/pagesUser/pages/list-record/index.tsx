import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useWalletRecords } from '@/queries/wallet'
import { RecordRow } from '../wallet/record-row'
import './index.scss'
import { pagesUserWords } from '../../words'

/** Spending details: every wallet movement, newest first, paged. */
export default function ListRecord() {
  const w = pagesUserWords.useWords()
  const list = useWalletRecords()
  useReachBottom(() => void list.loadMore())
  usePullDownRefresh(() => void list.refresh().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className="list-record">
      <NavBar title={w('records')} />
      <StateView
        state={list.state}
        rows={5}
        emptyText={w('noRecords')}
        errorText={w('records.failed')}
        onRetry={() => void list.refresh()}
      >
        {list.items.map((r) => (
          <RecordRow key={r.id} record={r} />
        ))}
        <View className="list-record__footer" onClick={() => list.moreFailed && void list.loadMore()}>
          {list.loadingMore
            ? w('loading')
            : list.moreFailed
              ? w('loadFailedRetry')
              : list.hasMore
                ? w('pullMore')
                : w('noMore')}
        </View>
      </StateView>
    </View>
  )
}
