import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupOrder } from '@/queries/group'
import { go } from '@/services/nav'
import { dayTitle, formatDate } from '@/utils/time'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop } from '../../components/ui'
import { noShowWords, statusWords } from '../../rules'
import { groupWords } from '../../words'

/** 預訂成功 (?id): the table, the free-cancellation time and the no-show rule. */
export default function PayReservaSuc() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  const r = o?.reservation
  const w = groupWords.useWords()
  return (
    <GroupPage
      title={w('booked.title')}
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
    >
      {o && r && (
        <View className="gp-card">
          <Text className="gp-title lotus-done">
            {o.status === 'paid' ? w('booked.title') : statusWords(o, w)}
          </Text>
          <Text>{o.merchantName}</Text>
          <Text>{w('booked.when', { day: dayTitle(r.day), time: r.time, party: r.party })}</Text>
          <Text className="gp-sub">
            {o.total > 0
              ? w('booked.deposit', { name: r.name, phone: r.phone, deposit: mop(o.total) })
              : w('booked.noDeposit', { name: r.name, phone: r.phone })}
          </Text>
          <Text className="gp-sub">{w('order.freeCancel', { date: formatDate(r.cancelUntil, 13) })}</Text>
          <Text className="gp-sub">{noShowWords(o.total, w)}</Text>
          <Text className="gp-btn" onClick={() => go(groupPage('orderDel', { id }))}>
            {w('order.view')}
          </Text>
        </View>
      )}
    </GroupPage>
  )
}
