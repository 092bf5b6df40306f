import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupMerchant } from '@/queries/group'
import { GroupPage } from '../../components/ui'
import { groupWords } from '../../words'

/** 商家位置 (?id): address and coordinates; opens the map app for directions. */
export default function MapMch() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupMerchant(id)
  const m = q.data
  const w = groupWords.useWords()
  const open = () =>
    m &&
    void Taro.openLocation({ latitude: m.lat, longitude: m.lng, name: m.name, address: m.address }).catch(
      () => undefined
    )
  return (
    <GroupPage title={w('map.title')} state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {m && (
        <View className="gp-card">
          <Text className="gp-title">{m.name}</Text>
          <Text>
            {m.district} · {m.address}
          </Text>
          <Text className="gp-sub">
            {m.lat.toFixed(5)}, {m.lng.toFixed(5)}
          </Text>
          <Text className="gp-btn" onClick={open}>
            {w('map.go')}
          </Text>
        </View>
      )}
    </GroupPage>
  )
}
