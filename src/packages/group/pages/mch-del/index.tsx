import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupMerchant } from '@/queries/group'
import { GroupPage, mop } from '../../components/ui'
import { groupWords } from '../../words'

/** 商家詳情 (?id): contact, hours, address and credentials. */
export default function MchDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupMerchant(id)
  const m = q.data
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={w('mchDel.title')}
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
    >
      {m && (
        <View className="gp-card">
          <Text className="gp-title">{m.name}</Text>
          <Text>{w('mchDel.category', { v: m.category })}</Text>
          <Text>{w('mchDel.avg', { v: mop(m.avgPrice) })}</Text>
          <Text>{w('mchDel.hours', { v: m.openHours || w('mchDel.allDay') })}</Text>
          <Text>{w('mchDel.phone', { v: m.phone || '—' })}</Text>
          <Text>{w('mchDel.address', { district: m.district, address: m.address })}</Text>
          {m.brand && <Text>{w('mchDel.brand', { v: m.brand })}</Text>}
          <Text>{w('mchDel.licence', { v: m.licenseNo || w('mchDel.filed') })}</Text>
          {m.notice && <Text className="gp-sub">{m.notice}</Text>}
        </View>
      )}
    </GroupPage>
  )
}
