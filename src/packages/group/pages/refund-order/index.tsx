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
import { groupWords } from '../../words'

/** 申請退款 (?id): choose unused codes; the money goes back where it came from. */
export default function GroupRefundOrder() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const unused = (q.data?.codes ?? []).filter((c) => c.state === 'unused')
  const ticket = q.data?.fulfilment === 'ticket'
  const w = groupWords.useWords()
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
      void Taro.showToast({ title: groupWords.word('refund.done'), icon: 'success' })
      replace(groupPage('schedule', { id }))
    } catch {
      // toasted by the request layer
    }
  }
  return (
    <GroupPage
      title={ticket ? w('order.refundTickets') : w('order.refund')}
      state={id ? loadStateOf(q, (d) => unused.length === 0 || !d.canRefund) : 'error'}
      emptyText={ticket ? w('refund.noTickets') : w('refund.noCodes')}
      onRetry={() => void q.refetch()}
      footer={
        <>
          <Text>
            {w('refund.label')} <Text className="gp-price">{mop(amount)}</Text>
          </Text>
          <Text
            className={`gp-btn ${chosen.length ? '' : 'gp-btn--off'}`}
            aria-disabled={!chosen.length}
            onClick={() => void submit()}
          >
            {w('refund.confirm')}
          </Text>
        </>
      }
    >
      <Section title={ticket ? w('refund.pickTickets') : w('refund.pickCodes')}>
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
            ? w('refund.ticketNote', { date: formatDate(q.data.ticket.refundUntil, 2) })
            : w('refund.codeNote')}
        </Text>
      </Section>
    </GroupPage>
  )
}
