import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useDeal, useGroupComments } from '@/queries/group'
import { go } from '@/services/nav'
import { usageLines } from '@lotus/contract/group'
import { groupPage } from '../../hooks/paths'
import { CommentRow, GroupPage, mop, Section } from '../../components/ui'

/** 套餐詳情 (?id): what it contains, for how many, the usage rules, buy. */
export default function ComboDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useDeal(id)
  const d = q.data
  const comments = useGroupComments(d?.mchId ?? 0)
  return (
    <GroupPage
      title="團購詳情"
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
      footer={
        d && (
          <>
            <Text className="gp-price">{mop(d.price)}</Text>
            <Text className="gp-btn" onClick={() => go(groupPage('subOrder', { dealId: d.id }))}>
              立即搶購
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
              <Text className="gp-sub">已售 {d.sold}</Text>
            </View>
            <Text className="gp-sub">{d.kind === 'combo' ? `適用 ${d.persons} 人` : d.description}</Text>
          </View>
          {d.contents.length > 0 && (
            <Section title="套餐內容">
              {d.contents.map((c) => (
                <View key={c.name} className="gp-row">
                  <Text>{c.name}</Text>
                  <Text className="gp-sub">
                    {c.count}份 {mop(c.price)}
                  </Text>
                </View>
              ))}
            </Section>
          )}
          <Section title="使用規則">
            {usageLines(d.rules).map((l) => (
              <Text key={l} className="gp-sub" style={{ display: 'block' }}>
                · {l}
              </Text>
            ))}
          </Section>
          <Section title="適用商家" more={() => go(groupPage('mchInfo', { id: d.mchId }))}>
            <Text className="gp-sub">{d.merchant.address}</Text>
          </Section>
          <Section
            title={`用戶評價 ${comments.data?.total ?? d.merchant.commentCount}`}
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
