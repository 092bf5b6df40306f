import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupMerchant } from '@/queries/group'
import { GroupPage, mop } from '../../components/ui'

/** 商家詳情 (?id): contact, hours, address and credentials. */
export default function MchDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupMerchant(id)
  const m = q.data
  return (
    <GroupPage title="商家詳情" state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {m && (
        <View className="gp-card">
          <Text className="gp-title">{m.name}</Text>
          <Text>類別：{m.category}</Text>
          <Text>人均：{mop(m.avgPrice)}</Text>
          <Text>營業時間：{m.openHours || '全日'}</Text>
          <Text>電話：{m.phone || '—'}</Text>
          <Text>
            地址：{m.district} {m.address}
          </Text>
          {m.brand && <Text>品牌：{m.brand}</Text>}
          <Text>營業執照：{m.licenseNo || '已備案'}</Text>
          {m.notice && <Text className="gp-sub">{m.notice}</Text>}
        </View>
      )}
    </GroupPage>
  )
}
