import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketNews } from '@/queries/market'
import { formatDate } from '@/utils/time'
import '../../components/browse.scss'

/** 資訊詳情: one news item of the supermarket. */
export default function NewsDel() {
  const params = usePageParams()
  const id = Number(params.id ?? 0)
  const q = useMarketNews(id)
  const n = q.data
  return (
    <View className="sm-page">
      <NavBar title="資訊詳情" />
      <StateView
        state={id ? loadStateOf(q) : 'empty'}
        rows={4}
        picture="not-found"
        emptyText="找不到資訊"
        errorText="資訊載入失敗"
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
