import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { loadStateOf } from '@/queries/cache'
import { useGroupOrder } from '@/queries/group'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { refundText } from '@lotus/contract/group'
import { GroupPage, mop } from '../../components/ui'

/** 支付成功 (?id): the amount and the way to the codes. */
export default function GroupPaySuccess() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  return (
    <GroupPage title="支付成功" state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {o && (
        <View className="gp-card">
          <Text className="gp-title lotus-done">支付成功</Text>
          <Text>
            {o.merchantName} · {mop(o.total)}
          </Text>
          <Text className="gp-sub">
            {o.fulfilment === 'ticket'
              ? `憑票碼入場（${o.codes.length} 張）。${o.ticket?.rule ?? ''}`
              : `到店出示券碼即可使用（${o.codes.length} 張），${refundText(o.rules ?? {})}。`}
          </Text>
          <Text className="gp-btn" onClick={() => replace(groupPage('orderDel', { id }))}>
            {o.fulfilment === 'ticket' ? '查看電影票' : '查看券碼'}
          </Text>
        </View>
      )}
    </GroupPage>
  )
}
