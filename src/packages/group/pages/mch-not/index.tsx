import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useGroupMerchants, useSimilar } from '@/queries/group'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage, MerchantRow } from '../../components/ui'

/** 商家暫停營業 (?id): the merchant is closed or gone; similar ones instead. */
export default function MchNot() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useSimilar(id)
  // A merchant that is gone has no "similar": offer the popular open ones instead.
  const gone = q.isError || q.data?.length === 0
  const popular = useGroupMerchants({}, gone || id <= 0)
  const list = gone || id <= 0 ? (popular.data?.list ?? []).slice(0, 10) : (q.data ?? [])
  return (
    <GroupPage title="商家暫停營業" state="ready">
      <View className="gp-card">
        <Text className="gp-title">該商家已休息或不存在</Text>
        <Text className="gp-sub">{gone || id <= 0 ? '看看這些熱門商家吧' : '看看附近的相似商家吧'}</Text>
        <Text className="gp-btn gp-btn--ghost" onClick={() => replace(groupPage('home'))}>
          返回團購首頁
        </Text>
      </View>
      {list.map((m) => (
        <MerchantRow key={m.id} m={m} />
      ))}
    </GroupPage>
  )
}
