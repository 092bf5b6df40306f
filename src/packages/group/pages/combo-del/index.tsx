import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useDeal, useGroupComments } from '@/queries/group'
import { go } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { CommentRow, GroupPage, mop, Section } from '../../components/ui'
import { usageWords } from '../../rules'
import { groupWords } from '../../words'

/** 套餐詳情 (?id): what it contains, for how many, the usage rules, buy. */
export default function ComboDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useDeal(id)
  const d = q.data
  const comments = useGroupComments(d?.mchId ?? 0)
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={w('combo.title')}
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
      footer={
        d && (
          <>
            <Text className="gp-price">{mop(d.price)}</Text>
            <Text className="gp-btn" onClick={() => go(groupPage('subOrder', { dealId: d.id }))}>
              {w('combo.buy')}
            </Text>
          </>
        )
      }
    >
      {d && (
        <>
          <View className="gp-card">
            <Text className="gp-title">{d.title}</Text>
            <Text className="gp-sub">{d.merchant.name}</Text>
            <View className="gp-row">
              <Text>
                <Text className="gp-price">{mop(d.price)}</Text>
                <Text className="gp-strike">{mop(d.originalPrice)}</Text>
              </Text>
              <Text className="gp-sub">{w('deal.sold', { sold: d.sold })}</Text>
            </View>
            <Text className="gp-sub">
              {d.kind === 'combo' ? w('combo.persons', { n: d.persons }) : d.description}
            </Text>
          </View>
          {d.contents.length > 0 && (
            <Section title={w('combo.contents')}>
              {d.contents.map((c) => (
                <View key={c.name} className="gp-row">
                  <Text>{c.name}</Text>
                  <Text className="gp-sub">{w('combo.item', { count: c.count, price: mop(c.price) })}</Text>
                </View>
              ))}
            </Section>
          )}
          <Section title={w('combo.rules')}>
            {usageWords(d.rules, w).map((l) => (
              <Text key={l} className="gp-sub" style={{ display: 'block' }}>
                · {l}
              </Text>
            ))}
          </Section>
          <Section title={w('combo.where')} more={() => go(groupPage('mchInfo', { id: d.mchId }))}>
            <Text className="gp-sub">{d.merchant.address}</Text>
          </Section>
          <Section
            title={w('combo.reviews', { n: comments.data?.total ?? d.merchant.commentCount })}
            more={() => go(groupPage('evaluateMore', { mchId: d.mchId }))}
          >
            {(comments.data?.list ?? []).slice(0, 2).map((c) => (
              <CommentRow key={c.id} c={c} />
            ))}
          </Section>
        </>
      )}
    </GroupPage>
  )
}
