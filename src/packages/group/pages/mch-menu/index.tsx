import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useMenu } from '@/queries/group'
import { go } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop, Section } from '../../components/ui'
import { groupWords } from '../../words'

/** 菜單 (?id): dishes by category with prices. */
export default function MchMenu() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useMenu(id)
  const w = groupWords.useWords()
  const cats = [...new Set((q.data ?? []).map((d) => d.category))]
  return (
    <GroupPage
      title={w('info.menu')}
      state={id ? loadStateOf(q, (d) => d.length === 0) : 'error'}
      emptyText={w('menu.empty')}
      onRetry={() => void q.refetch()}
    >
      {cats.map((c) => (
        <Section key={c} title={c}>
          {(q.data ?? [])
            .filter((d) => d.category === c)
            .map((d) => (
              <View key={d.id} className="gp-deal" onClick={() => go(groupPage('dishDel', { id: d.id }))}>
                <Text className="gp-deal__title">
                  {d.name} {d.recommended ? '👍' : ''}
                </Text>
                <Text className="gp-price">{mop(d.price)}</Text>
              </View>
            ))}
        </Section>
      ))}
    </GroupPage>
  )
}
