import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupOrder } from '@/queries/group'
import { go } from '@/services/nav'
import { dayTitle, formatDate } from '@/utils/time'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop } from '../../components/ui'

/** 預訂成功 (?id): the table, the free-cancellation time and the no-show rule. */
export default function PayReservaSuc() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  const r = o?.reservation
  return (
    <GroupPage title="預訂成功" state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {o && r && (
        <View className="gp-card">
          <Text className="gp-title lotus-done">{o.status === 'paid' ? '預訂成功' : o.statusText}</Text>
          <Text>{o.merchantName}</Text>
          <Text>
            {dayTitle(r.day)} {r.time} · {r.party}位
          </Text>
          <Text className="gp-sub">
            {r.name} {r.phone}
            {o.total > 0 ? ` · 訂金 ${mop(o.total)}` : ' · 無需訂金'}
          </Text>
          <Text className="gp-sub">{formatDate(r.cancelUntil, 13)} 前可免費取消</Text>
          <Text className="gp-sub">{r.noShowRule}</Text>
          <Text className="gp-btn" onClick={() => go(groupPage('orderDel', { id }))}>
            查看訂單
          </Text>
        </View>
      )}
    </GroupPage>
  )
}
