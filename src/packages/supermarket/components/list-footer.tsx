import { View } from '@tarojs/components'
import type { PagedList } from '@/queries/infinite'
import { marketWords } from '../words'

/** The foot of a paged list: loading, retry after a failed page, more on tap, or the end. */
export function ListFooter({
  list
}: {
  list: Pick<PagedList<unknown>, 'loadingMore' | 'moreFailed' | 'hasMore' | 'loadMore'>
}) {
  const w = marketWords.useWords()
  if (list.loadingMore) return <View className="sm-foot">{w('loading')}</View>
  if (list.moreFailed || list.hasMore) {
    return (
      <View className="sm-foot" role="button" onClick={() => void list.loadMore()}>
        {list.moreFailed ? w('moreFailed') : w('pullMore')}
      </View>
    )
  }
  return <View className="sm-foot">{w('noMore')}</View>
}
