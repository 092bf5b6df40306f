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
import { usageLines } from '@lotus/contract/group'
import { groupPage } from '../../hooks/paths'
import { qrDataUrl } from '@/utils/qr-svg'
import { GroupPage, mop, Section } from '../../components/ui'
import { showModal } from '@/services/dialogs'
import { POLL_MS } from '@/hooks/use-order-page'

/** 團購訂單詳情 (?id): each code as QR and digits with its state; refund, cancel, evaluate. */
export default function GroupOrderDel() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupOrder(id)
  const o = q.data
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
    const r = await showModal({ title: '取消訂單', content: '確定取消此訂單？' })
    if (r.confirm) await after(groupApi.cancel(id), '已取消')
  }
  return (
    <GroupPage title="訂單詳情" state={id ? loadStateOf(q) : 'error'} onRetry={() => void q.refetch()}>
      {o && (
        <>
          <View className="gp-card">
            <Text className="gp-title">{o.statusText}</Text>
            <Text>{o.title}</Text>
            <Text className="gp-sub lotus-chevron" onClick={() => go(groupPage('mchInfo', { id: o.mchId }))}>
              {o.merchantName}
            </Text>
            <Text className="gp-sub">
              實付 {mop(o.total)}
              {o.refunded > 0 ? ` · 已退 ${mop(o.refunded)}` : ''}
            </Text>
            <Text className="gp-sub">
              訂單號 {o.orderNo} · {formatDate(o.createdAt, 2)}
            </Text>
            <View className="gp-chips">
              {o.status === 'unpaid' && (
                <Text className="gp-btn" onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: o.id }))}>
                  去支付
                </Text>
              )}
              {o.status !== 'unpaid' && o.status !== 'cancelled' && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(withQuery(ACCOUNT_PAGES.orderReceipt, { orderId: o.id }))}
                >
                  收據
                </Text>
              )}
              {o.canCancel && (
                <Text className="gp-btn gp-btn--ghost" onClick={() => void cancel()}>
                  取消訂單
                </Text>
              )}
              {o.canRefund && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(groupPage('refundOrder', { id: o.id }))}
                >
                  {o.fulfilment === 'ticket' ? '申請退票' : '申請退款'}
                </Text>
              )}
              {o.refunds.length > 0 && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(groupPage('schedule', { id: o.id }))}
                >
                  退款進度
                </Text>
              )}
              {o.canEvaluate && (
                <Text className="gp-btn" onClick={() => go(groupPage('subEvaluate', { orderId: o.id }))}>
                  寫評價
                </Text>
              )}
              {o.commentId !== null && (
                <Text
                  className="gp-btn gp-btn--ghost"
                  onClick={() => go(groupPage('evaluateDel', { id: o.commentId ?? 0 }))}
                >
                  我的評價
                </Text>
              )}
            </View>
          </View>
          {o.reservation && (
            <Section title="訂座資料">
              <Text className="gp-sub" style={{ display: 'block' }}>
                {o.reservation.day} {o.reservation.time} · {o.reservation.party}位 · {o.reservation.name}{' '}
                {o.reservation.phone}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {formatDate(o.reservation.cancelUntil, 2)} 前可免費取消
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {o.reservation.noShowRule}
              </Text>
            </Section>
          )}
          {o.ticket && (
            <Section title="觀影資料">
              <Text className="gp-sub" style={{ display: 'block' }}>
                開場時間 {formatDate(o.ticket.startsAt, 2)}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {o.canRefund ? `${formatDate(o.ticket.refundUntil, 2)} 前可退票` : '已過退票時間'}
              </Text>
              <Text className="gp-sub" style={{ display: 'block' }}>
                {o.ticket.rule}
              </Text>
            </Section>
          )}
          {o.codes.length > 0 && (
            <Section title={o.fulfilment === 'ticket' ? '電影票' : '券碼'}>
              {o.codes.map((c) => (
                <View
                  key={c.id}
                  className={`gp-code ${c.state === 'unused' ? '' : 'gp-code--off'}`}
                  role="group"
                  aria-label={`券碼 ${c.code}`}
                >
                  <Image className="gp-code__qr" src={qrs.get(c.id) ?? ''} />
                  <View className="gp-deal__body">
                    <Text className="gp-code__digits">{c.code.replace(/(\d{4})(?=\d)/g, '$1 ')}</Text>
                    <Text className="gp-sub">{c.label}</Text>
                    <Text className="gp-sub">{c.stateText}</Text>
                  </View>
                </View>
              ))}
            </Section>
          )}
          {o.rules && (
            <Section title="使用規則">
              {usageLines(o.rules).map((l) => (
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
