import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { loadStateOf } from '@/queries/cache'
import { useFilms } from '@/queries/group'
import { go } from '@/services/nav'
import { formatDate } from '@/utils/time'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop } from '../../components/ui'

/** 熱映電影 (?cinemaId): films showing with poster, rating and length; a showtime opens the seat map. */
export default function FilmClass() {
  const cinemaId = Number(useRouter().params.cinemaId ?? 0)
  const q = useFilms(cinemaId)
  return (
    <GroupPage
      title="熱映電影"
      state={loadStateOf(q, (d) => d.length === 0)}
      emptyText="近期暫無場次"
      onRetry={() => void q.refetch()}
    >
      {(q.data ?? []).map((f) => (
        <View key={f.id} className="gp-card">
          <View className="gp-row" style={{ justifyContent: 'flex-start' }}>
            <Image className="gp-mch__img" src={assetUrl(f.poster)} mode="aspectFill" />
            <View className="gp-mch__body">
              <Text className="gp-mch__name">{f.title}</Text>
              <Text className="gp-mch__meta">
                評分 {f.rating.toFixed(1)} · {f.minutes} 分鐘 · {f.genre}
              </Text>
              <Text className="gp-mch__meta">{f.intro}</Text>
            </View>
          </View>
          <View className="gp-chips">
            {f.showtimes.slice(0, 12).map((s) => (
              <Text key={s.id} className="gp-chip" onClick={() => go(groupPage('ticketSpec', { id: s.id }))}>
                {formatDate(s.startsAt, 2)} {s.hall} {cinemaId ? '' : s.cinemaName} {mop(s.prices.standard)}
              </Text>
            ))}
          </View>
        </View>
      ))}
    </GroupPage>
  )
}
