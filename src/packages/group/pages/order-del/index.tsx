import Taro, { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useEffect, useMemo } from 'react'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { loadStateOf } from '@/queries/cache'
import { invalidateGroup, useGroupOrder } from '@/queries/group'
import { groupApi } from '@/services/group'
import { go, withQuery } from '@/services/nav'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { formatDate } from '@/utils/time'
import { groupPage } from '../../hooks/paths'
import { qrDataUrl } from '@/utils/qr-svg'
import { GroupPage, mop, Section } from '../../components/ui'
import { showModal } from '@/services/dialogs'
import { POLL_MS } from '@/hooks/use-order-page'
import { noShowWords, statusWords, usageWords } from '../../rules'
import { CODE_STATE_WORD, groupWords } from '../../words'

/** 團購訂單詳情 (?id): each code as QR and digits with its state; refund, cancel, evaluate. */
export default function GroupOrderDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
  const w = groupWords.useWords()
  useReloadOnShow(() => void q.refetch(), [id])
  // While a code is unused the customer may be showing it at the counter: the page turns 已使用 once the shop
  // redeems it in the console, without a reload.
  const { refetch } = q
  const waiting = (o?.codes ?? []).some((c) => c.state === 'unused')
  useEffect(() => {
    if (!waiting) return
    const t = setInterval(() => void refetch(), POLL_MS)
    return () => clearInterval(t)
  }, [waiting, refetch])
  const qrs = useMemo(() => new Map((o?.codes ?? []).map((c) => [c.id, qrDataUrl(c.code)])), [o?.codes])
  const after = async (p: Promise<unknown>, ok: string) => {
    try {
      await p
      void Taro.showToast({ title: ok, icon: 'success' })
    } catch {
      // toasted by the request layer
    }
    await invalidateGroup()
    await q.refetch()
  }
  const cancel = async () => {
    const r = await showModal({ title: w('order.cancel'), content: w('order.cancelAsk') })
    if (r.confirm) await after(groupApi.cancel(id), w('order.cancelled'))
  }
  return (
    <GroupPage
      title={w('order.title')}
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
    >
      {o && (
        <>
          <View className="gp-card">
            <Text className="gp-title">{statusWords(o, w)}</Text>
            <Text>{o.title}</Text>
            <Text className="gp-sub lotus-chevron" onClick={() => go(groupPage('mchInfo', { id: o.mchId }))}>
              {o.merchantName}
            </Text>
            <Text className="gp-sub">
              {o.refunded > 0
                ? w('order.paidRefunded', { total: mop(o.total), refunded: mop(o.refunded) })
                : w('order.paid', { total: mop(o.total) })}
            </Text>
            <Text className="gp-sub">
              {w('order.no', { no: o.orderNo, date: formatDate(o.createdAt, 2) })}
            </Text>
            <View className="gp-chips">
              {o.status === 'unpaid' && (
                <Text className="gp-btn" onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: o.id }))}>
                  {w('order.pay')}
                </Text>
              )}
              {o.status !== 'unpaid' && o.status !== 'cancelled' && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(withQuery(ACCOUNT_PAGES.orderReceipt, { orderId: o.id }))}
                >
                  {w('order.receipt')}
                </Text>
              )}
              {o.canCancel && (
                <Text className="gp-btn gp-btn--ghost" onClick={() => void cancel()}>
                  {w('order.cancel')}
                </Text>
              )}
              {o.canRefund && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(groupPage('refundOrder', { id: o.id }))}
                >
                  {o.fulfilment === 'ticket' ? w('order.refundTickets') : w('order.refund')}
                </Text>
              )}
              {o.refunds.length > 0 && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(groupPage('schedule', { id: o.id }))}
                >
                  {w('order.refunds')}
                </Text>
              )}
              {o.canEvaluate && (
                <Text className="gp-btn" onClick={() => go(groupPage('subEvaluate', { orderId: o.id }))}>
                  {w('order.evaluate')}
                </Text>
              )}
              {o.commentId !== null && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(groupPage('evaluateDel', { id: o.commentId ?? 0 }))}
                >
                  {w('order.myReview')}
                </Text>
              )}
            </View>
          </View>
          {o.reservation && (
            <Section title={w('order.booking')}>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {w('order.bookingLine', {
                  day: o.reservation.day,
                  time: o.reservation.time,
                  party: o.reservation.party,
                  name: o.reservation.name,
                  phone: o.reservation.phone
                })}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {w('order.freeCancel', { date: formatDate(o.reservation.cancelUntil, 2) })}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {noShowWords(o.total, w)}
              </Text>
            </Section>
          )}
          {o.ticket && (
            <Section title={w('order.screening')}>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {w('order.startsAt', { date: formatDate(o.ticket.startsAt, 2) })}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {o.canRefund
                  ? w('order.refundUntil', { date: formatDate(o.ticket.refundUntil, 2) })
                  : w('order.refundOver')}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {w('rule.ticket')}
              </Text>
            </Section>
          )}
          {o.codes.length > 0 && (
            <Section title={o.fulfilment === 'ticket' ? w('order.tickets') : w('order.codes')}>
              {o.codes.map((c) => (
                <View
                  key={c.id}
                  className={`gp-code ${c.state === 'unused' ? '' : 'gp-code--off'}`}
                  role="group"
                  aria-label={w('order.code', { code: c.code })}
                >
                  <Image className="gp-code__qr" src={qrs.get(c.id) ?? ''} />
                  <View className="gp-deal__body">
                    <Text className="gp-code__digits">{c.code.replace(/(\d{4})(?=\d)/g, '$1 ')}</Text>
                    <Text className="gp-sub">{c.label}</Text>
                    <Text className="gp-sub">{w(CODE_STATE_WORD[c.state])}</Text>
                  </View>
                </View>
              ))}
            </Section>
          )}
          {o.rules && (
            <Section title={w('combo.rules')}>
              {usageWords(o.rules, w).map((l) => (
                <Text key={l} className="gp-sub" style={{ display: 'block' }}>
                  · {l}
                </Text>
              ))}
            </Section>
          )}
        </>
      )}
    </GroupPage>
  )
}
