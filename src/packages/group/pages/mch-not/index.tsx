import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useGroupMerchants, useSimilar } from '@/queries/group'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage, MerchantRow } from '../../components/ui'
import { groupWords } from '../../words'

/** 商家暫停營業 (?id): the merchant is closed or gone; similar ones instead. */
export default function MchNot() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useSimilar(id)
  const w = groupWords.useWords()
  // A merchant that is gone has no "similar": offer the popular open ones instead.
  const gone = q.isError || q.data?.length === 0
  const popular = useGroupMerchants({}, gone || id <= 0)
  const list = gone || id <= 0 ? (popular.data?.list ?? []).slice(0, 10) : (q.data ?? [])
  return (
    <GroupPage title={w('not.title')} state="ready">
      <View className="gp-card">
        <Text className="gp-title">{w('not.text')}</Text>
        <Text className="gp-sub">{gone || id <= 0 ? w('not.popular') : w('not.similar')}</Text>
        <Text className="gp-btn gp-btn--ghost" onClick={() => replace(groupPage('home'))}>
          {w('not.home')}
        </Text>
      </View>
      {list.map((m) => (
        <MerchantRow key={m.id} m={m} />
      ))}
    </GroupPage>
  )
}
