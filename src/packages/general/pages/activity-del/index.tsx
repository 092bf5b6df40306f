import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralStore } from '@/queries/general'
import { go } from '@/services/nav'
import { activityKind, activityLines } from '../../hooks/activity-text'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 活動詳情: one activity of a general store (`?id=<store>&index=<n>`): how it works and the store's other offers. */
export default function ActivityDel() {
  const w = generalWords.useWords()
  const params = useRouter().params
  const id = Number(params.id ?? 0)
  const index = Number(params.index ?? 0)
  const q = useGeneralStore(id)
  const store = q.data?.store
  const activity = store?.activities[index]
  return (
    <View className="ge-page ge-activity-del">
      <NavBar title={w('activity.title')} />
      <StateView
        state={loadStateOf(q, (d) => !d.store.activities[index])}
        emptyText={w('activity.ended')}
        errorText={w('activity.failed')}
        onRetry={() => void q.refetch()}
      >
        {store && activity && (
          <>
            <View className="ge-section">
              <Text className="ge-choice ge-choice--on">{activityKind(activity)}</Text>
              <Text className="ge-section__title">{activity.label}</Text>
              <Text className="ge-row__sub">{store.name}</Text>
              {activityLines(activity, store).map((l) => (
                <Text key={l} className="ge-note ge-activity__rule">
                  {l}
                </Text>
              ))}
            </View>
            {store.activities.length > 1 && (
              <View className="ge-section">
                <Text className="ge-section__title">{w('activity.others')}</Text>
                {store.activities.map((a, i) =>
                  i === index ? null : (
                    <View
                      key={a.label}
                      className="ge-choice"
                      role="link"
                      onClick={() => go(gePage('activityDel', { id, index: i }))}
                    >
                      {a.label}
                    </View>
                  )
                )}
              </View>
            )}
            <View className="ge-btn" role="button" onClick={() => go(gePage('mchInfo', { id }))}>
              {w('activity.shop')}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
