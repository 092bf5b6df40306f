import { View } from '@tarojs/components'
import type { PagedList } from '@/queries/infinite'

/** The foot of a paged list: loading, retry after a failed page, more on tap, or the end. */
export function ListFooter({
  list
}: {
  list: Pick<PagedList<unknown>, 'loadingMore' | 'moreFailed' | 'hasMore' | 'loadMore'>
}) {
  if (list.loadingMore) return <View className="sm-foot">載入中…</View>
  if (list.moreFailed || list.hasMore) {
    return (
      <View className="sm-foot" role="button" onClick={() => void list.loadMore()}>
        {list.moreFailed ? '載入失敗，點擊重試' : '上拉載入更多'}
      </View>
    )
  }
  return <View className="sm-foot">沒有更多了</View>
}
