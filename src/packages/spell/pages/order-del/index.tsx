import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { go, replace, withQuery } from '@/services/nav'
import { useOrder } from '@/queries/order'
import { useMySpells } from '@/queries/spell'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { MemberPanel } from '../../components/member-panel'
import { SP, spellPage } from '../../hooks/paths'
import { goneText, SPELL_STATUS_TEXT } from '../../hooks/spell-view'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/**
 * 拼單訂單 (?tid or ?orderId): who ordered what and each member's share. The order itself is the host's
 * (only they can read it): members see the spell's state from the snapshot.
 */
export default function SpellOrderDel() {
  const params = usePageParams()
  const orderIdParam = Number(params.orderId ?? 0)
  const paramTid = Number(params.tid ?? 0)
  // opened by orderId (the order list): the spell is found in my spells
  const mine = useMySpells(!paramTid && orderIdParam > 0)
  const hit = mine.data?.find((s) => s.orderId === orderIdParam)
  const tid = paramTid || (hit?.tid ?? 0)
  const resolveFailed = !paramTid && (mine.isError || (mine.data !== undefined && !hit))

  const { snapshot: snap, gone, state, reload } = useSpellSnapshot(tid)
  const orderId = snap?.spellInfo.orderId ?? null
  const isHost = snap?.myInfo.isHost ?? false
  // only the host may read the order; it is asked again when the page comes back (after paying)
  const orderQ = useOrder(isHost && orderId ? orderId : 0)
  const order = orderQ.data ?? null
  useReloadOnShow(() => void (orderQ.data && orderQ.refetch()), [orderId])

  if (gone) {
    return (
      <View className="spell-order">
        <NavBar title="拼單訂單" />
        <View className="spell-order__gone" role="alert">
          <Text>{goneText(gone)}</Text>
          <View className="spell-order__btn" onClick={() => replace(SP.home)}>
            返回拼單首頁
          </View>
        </View>
      </View>
    )
  }

  const status = snap?.spellInfo.status
  const stateText =
    order?.statusText || (status === 'submitted' ? '房主已下單' : status ? SPELL_STATUS_TEXT[status] : '')
  return (
    <View className="spell-order">
      <NavBar title="拼單訂單" />
      <StateView
        state={resolveFailed ? 'error' : !tid && orderIdParam ? 'loading' : tid ? state : 'error'}
        rows={4}
        errorText={resolveFailed ? '找不到這個拼單' : '拼單載入失敗'}
        onRetry={() => void reload()}
      >
        {snap && (
          <>
            <View className="spell-order__head">
              <Text className="spell-order__state" {...{ role: 'status' }} aria-label="訂單狀態">
                {stateText}
              </Text>
              <Text className="spell-order__mch">{snap.storeInfo.name}</Text>
              {order && (
                <Text className="spell-order__meta">
                  訂單號 {order.orderNo} · {formatDate(order.createdAt, 2)}
                </Text>
              )}
              <View className="spell-order__mine">
                我的份額（房主統一付款） <Text className="lotus-em">{mop(snap.myInfo.share)}</Text>
                <Text className="spell-order__total">訂單合計 {mop(order?.total ?? snap.result.total)}</Text>
              </View>
              <View className="spell-order__ops">
                {isHost && order?.actions.includes('pay') && (
                  <View
                    className="spell-order__btn spell-order__btn--small"
                    onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: order.id }))}
                  >
                    去支付
                  </View>
                )}
                {isHost && orderId && (
                  <View
                    className="spell-order__ghost"
                    onClick={() => go(withQuery(ORDER_PAGES.orderDel, { id: orderId }))}
                  >
                    訂單詳情
                  </View>
                )}
                <View
                  className="spell-order__ghost"
                  onClick={() => go(spellPage('mchInfo', { tid: snap.spellInfo.tid }))}
                >
                  返回拼單
                </View>
              </View>
            </View>
            <MemberPanel snapshot={snap} />
            {snap.result.feeLines.length > 0 && (
              <View className="spell-order__fees">
                {snap.result.feeLines.map((f) => (
                  <View key={f.label} className="spell-order__fee">
                    <Text>{f.label}</Text>
                    <Text>{f.amount < 0 ? `-${mop(-f.amount)}` : mop(f.amount)}</Text>
                  </View>
                ))}
                <View className="spell-order__note">配送費、包裝費及優惠按各人商品金額比例分攤</View>
              </View>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
