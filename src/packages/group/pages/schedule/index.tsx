import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupOrder } from '@/queries/group'
import { go } from '@/services/nav'
import { formatDate } from '@/utils/time'
import type { GroupOrderDetail } from '@lotus/contract/group'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop, Section } from '../../components/ui'
import { groupWords } from '../../words'

type Refund = GroupOrderDetail['refunds'][number]

/**
 * The steps of one refund: applied, approved, then the money back — at once to the wallet; to an online
 * payment the gateway's refund is issued and reaches the card or account in 1–3 working days.
 */
function stepsOf(
  r: Refund,
  w: typeof groupWords.word
): Array<{ title: string; sub: string; state: 'done' | 'now' }> {
  const at = formatDate(r.at, 2)
  return [
    { title: w('steps.applied'), sub: at, state: 'done' },
    { title: w('steps.approved'), sub: at, state: 'done' },
    r.to === 'wallet'
      ? { title: w('steps.wallet'), sub: at, state: 'done' }
      : { title: w('steps.online'), sub: w('steps.onlineNote'), state: 'now' }
  ]
}

/** 退款進度 (?id): every refund of the order as steps, where the money went. */
export default function GroupSchedule() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={w('order.refunds')}
      state={id ? loadStateOf(q, (d) => d.refunds.length === 0) : 'error'}
      emptyText={w('steps.empty')}
      onRetry={() => void q.refetch()}
      footer={
        <Text className="gp-btn gp-btn--ghost" onClick={() => go(groupPage('orderDel', { id }))}>
          {w('order.view')}
        </Text>
      }
    >
      {o && (
        <Section title={w('steps.refunded', { amount: mop(o.refunded) })}>
          {o.refunds.map((r, i) => (
            <View key={i} className="gp-comment">
              <Text className="gp-comment__user">
                {w('steps.line', { amount: mop(r.amount), note: r.note })}
              </Text>
              <View className="gp-steps" role="list" aria-label={w('order.refunds')}>
                {stepsOf(r, w).map((st) => (
                  <View key={st.title} role="listitem" className={`gp-step gp-step--${st.state}`}>
                    <Text>{st.state === 'done' ? '●' : '○'}</Text>
                    <Text>{st.title}</Text>
                    {st.sub ? <Text className="gp-sub">{st.sub}</Text> : null}
                  </View>
                ))}
              </View>
            </View>
          ))}
        </Section>
      )}
    </GroupPage>
  )
}
