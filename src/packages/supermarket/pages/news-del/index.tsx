import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketNews } from '@/queries/market'
import { formatDate } from '@/utils/time'
import { marketWords } from '../../words'
import '../../components/browse.scss'

/** 資訊詳情: one news item of the supermarket. */
export default function NewsDel() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const id = Number(params.id ?? 0)
  const q = useMarketNews(id)
  const n = q.data
  return (
    <View className="sm-page">
      <NavBar title={w('newsDetail')} />
      <StateView
        state={id ? loadStateOf(q) : 'empty'}
        rows={4}
        picture="not-found"
        emptyText={w('newsMissing')}
        errorText={w('newsFailed')}
        onRetry={() => void q.refetch()}
      >
        {n && (
          <View className="sm-card" role="article">
            <View className="sm-h" role="heading" aria-level={1}>
              {n.title}
            </View>
            <Text className="sm-muted">{formatDate(n.createdAt, 2)}</Text>
            <View>
              <Text className="sm-muted">{n.summary}</Text>
            </View>
            <View style={{ marginTop: '12px', lineHeight: 1.6 }}>
              <Text>{n.body}</Text>
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
