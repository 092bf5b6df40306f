import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { loadStateOf } from '@/queries/cache'
import { useDish } from '@/queries/group'
import { go } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop } from '../../components/ui'
import { groupWords } from '../../words'

/** 菜品詳情 (?id): the dish with its photo and price. */
export default function DishDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useDish(id)
  const d = q.data
  const w = groupWords.useWords()
  return (
    <GroupPage title={w('dish.title')} state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {d && (
        <View className="gp-card">
          <Image className="gp-photo" src={assetUrl(d.image)} mode="aspectFill" />
          <Text className="gp-title">{d.name}</Text>
          <Text className="gp-price">{mop(d.price)}</Text>
          <Text className="gp-sub">
            {d.recommended ? w('dish.signature', { category: d.category }) : d.category}
          </Text>
          <Text>{d.description}</Text>
          <Text className="gp-sub lotus-chevron" onClick={() => go(groupPage('mchInfo', { id: d.mchId }))}>
            {d.merchantName}
          </Text>
        </View>
      )}
    </GroupPage>
  )
}
