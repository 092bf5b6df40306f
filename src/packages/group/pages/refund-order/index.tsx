import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { loadStateOf } from '@/queries/cache'
import { invalidateGroup, useGroupOrder } from '@/queries/group'
import { groupApi } from '@/services/group'
import { replace } from '@/services/nav'
import { formatDate } from '@/utils/time'
import { groupPage } from '../../hooks/paths'
import { GroupPage, mop, Section } from '../../components/ui'

/** 申請退款 (?id): choose unused codes; the money goes back where it came from. */
export default function GroupRefundOrder() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const unused = (q.data?.codes ?? []).filter((c) => c.state === 'unused')
  const ticket = q.data?.fulfilment === 'ticket'
  const [picked, setPicked] = useState<number[] | null>(null)
  const chosen = picked ?? unused.map((c) => c.id)
  const amount = unused.filter((c) => chosen.includes(c.id)).reduce((s, c) => s + c.price, 0)
  const toggle = (cid: number) =>
    setPicked(chosen.includes(cid) ? chosen.filter((x) => x !== cid) : [...chosen, cid])
  const submit = async () => {
    if (chosen.length === 0) return
    try {
      await groupApi.refund(id, chosen)
      await invalidateGroup()
      void Taro.showToast({ title: '退款成功', icon: 'success' })
      replace(groupPage('schedule', { id }))
    } catch {
      // toasted by the request layer
    }
  }
  return (
    <GroupPage
      title={ticket ? '申請退票' : '申請退款'}
      state={id ? loadStateOf(q, (d) => unused.length === 0 || !d.canRefund) : 'error'}
      emptyText={ticket ? '已過退票時間或沒有可退的電影票' : '沒有可退的券碼'}
      onRetry={() => void q.refetch()}
      footer={
        <>
          <Text>
            退款 <Text className="gp-price">{mop(amount)}</Text>
          </Text>
          <Text
            className={`gp-btn ${chosen.length ? '' : 'gp-btn--off'}`}
            aria-disabled={!chosen.length}
            onClick={() => void submit()}
          >
            確認退款
          </Text>
        </>
      }
    >
      <Section title={ticket ? '選擇要退的電影票' : '選擇要退的券碼'}>
        {unused.map((c) => (
          <View
            key={c.id}
            className="gp-row"
            role="checkbox"
            aria-checked={chosen.includes(c.id)}
            onClick={() => toggle(c.id)}
          >
            <View className="gp-check">
              <View className={`lotus-box ${chosen.includes(c.id) ? 'lotus-box--on' : ''}`} />
              <Text>{ticket ? c.label : c.code}</Text>
            </View>
            <Text className="gp-sub">{mop(c.price)}</Text>
          </View>
        ))}
        <Text className="gp-sub">
          {ticket && q.data?.ticket
            ? `${formatDate(q.data.ticket.refundUntil, 2)} 前可退票，款項原路退回（錢包或原支付方式），座位即時釋放。`
            : '未使用券碼隨時退，款項原路退回（錢包或原支付方式）。'}
        </Text>
      </Section>
    </GroupPage>
  )
}
