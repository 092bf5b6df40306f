import { useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useMarketNewsList } from '@/queries/market'
import { go } from '@/services/nav'
import { formatDate } from '@/utils/time'
import { ListFooter } from '../../components/list-footer'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/browse.scss'

/** 超市資訊: the stores' news, newest first; the next page loads 100 px before the bottom (spec §9). */
export default function NewsList() {
  const w = marketWords.useWords()
  const list = useMarketNewsList()
  useReachBottom(() => void list.loadMore())
  return (
    <View className="sm-page">
      <NavBar title={w('entry.news')} />
      <StateView
        state={list.state}
        rows={5}
        emptyText={w('noNews')}
        errorText={w('newsFailed')}
        onRetry={() => void list.refresh()}
      >
        {list.items.map((n) => (
          <View
            key={n.id}
            role="link"
            aria-label={n.title}
            className="sm-card"
            onClick={() => go(smPage('newsDel', { id: n.id }))}
          >
            <Text className="sm-h">{n.title}</Text>
            <Text className="sm-muted">{n.summary}</Text>
            <View>
              <Text className="sm-muted">{formatDate(n.createdAt, 3)}</Text>
            </View>
          </View>
        ))}
        <ListFooter list={list} />
      </StateView>
    </View>
  )
}
