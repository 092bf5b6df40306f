import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useBrand } from '@/queries/group'
import { GroupPage, MerchantRow } from '../../components/ui'
import { groupWords } from '../../words'

/** 品牌 (?brand): a brand's stores, nearest first. */
export default function BrandDel() {
  const brand = decodeURIComponent(useRouter().params.brand ?? '')
  const q = useBrand(brand)
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={brand || w('brand.title')}
      state={brand ? loadStateOf(q, (d) => d.length === 0) : 'error'}
      onRetry={() => void q.refetch()}
    >
      <View className="gp-card">
        <Text className="gp-title">{brand}</Text>
        <Text className="gp-sub">{w('brand.count', { n: q.data?.length ?? 0 })}</Text>
      </View>
      {(q.data ?? []).map((m) => (
        <MerchantRow key={m.id} m={m} />
      ))}
    </GroupPage>
  )
}
