import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupOrder } from '@/queries/group'
import { go } from '@/services/nav'
import { formatDate } from '@/utils/time'
import type { GroupOrderDetail } from '@lotus/contract/group'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop, Section } from '../../components/ui'

type Refund = GroupOrderDetail['refunds'][number]

/**
 * The steps of one refund: applied, approved, then the money back — at once to the wallet; to an online
 * payment the gateway's refund is issued and reaches the card or account in 1–3 working days.
 */
function stepsOf(r: Refund): Array<{ title: string; sub: string; state: 'done' | 'now' }> {
  const at = formatDate(r.at, 2)
  return [
    { title: '已提交退款申請', sub: at, state: 'done' },
    { title: '退款已批准', sub: at, state: 'done' },
    r.to === 'wallet'
      ? { title: '已退回錢包', sub: at, state: 'done' }
      : { title: '已原路退回', sub: '退款已發起，預計 1–3 個工作日到賬', state: 'now' }
  ]
}

/** 退款進度 (?id): every refund of the order as steps, where the money went. */
export default function GroupSchedule() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  return (
    <GroupPage
      title="退款進度"
      state={id ? loadStateOf(q, (d) => d.refunds.length === 0) : 'error'}
      emptyText="暫無退款"
      onRetry={() => void q.refetch()}
      footer={
        <Text className="gp-btn gp-btn--ghost" onClick={() => go(groupPage('orderDel', { id }))}>
          查看訂單
        </Text>
      }
    >
      {o && (
        <Section title={`已退 ${mop(o.refunded)}`}>
          {o.refunds.map((r, i) => (
            <View key={i} className="gp-comment">
              <Text className="gp-comment__user">
                退款 {mop(r.amount)} · {r.note}
              </Text>
              <View className="gp-steps" role="list" aria-label="退款進度">
                {stepsOf(r).map((st) => (
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
