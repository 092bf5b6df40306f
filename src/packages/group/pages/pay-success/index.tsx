import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupOrder } from '@/queries/group'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop } from '../../components/ui'
import { refundWords } from '../../rules'
import { groupWords } from '../../words'

/** 支付成功 (?id): the amount and the way to the codes. */
export default function GroupPaySuccess() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  const w = groupWords.useWords()
  return (
    <GroupPage title={w('paid.title')} state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {o && (
        <View className="gp-card">
          <Text className="gp-title lotus-done">{w('paid.title')}</Text>
          <Text>
            {o.merchantName} · {mop(o.total)}
          </Text>
          <Text className="gp-sub">
            {o.fulfilment === 'ticket'
              ? w('paid.ticket', { n: o.codes.length, rule: o.ticket ? w('rule.ticket') : '' })
              : w('paid.voucher', { n: o.codes.length, refund: refundWords(o.rules ?? {}, w) })}
          </Text>
          <Text className="gp-btn" onClick={() => replace(groupPage('orderDel', { id }))}>
            {o.fulfilment === 'ticket' ? w('paid.viewTickets') : w('paid.viewCodes')}
          </Text>
        </View>
      )}
    </GroupPage>
  )
}
