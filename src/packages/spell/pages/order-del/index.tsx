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
import { goneText, spellStatusText } from '../../hooks/spell-view'
import { useSpellSnapshot } from '../../hooks/use-spell-snapshot'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/**
 * A spell's order (?tid or ?orderId): who ordered what and each member's share. The order itself is the host's
 * (only they can read it): members see the spell's state from the snapshot.
 */
export default function SpellOrderDel() {
  const t = useWords()
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
        <NavBar title={t('order.title')} />
        <View className="spell-order__gone" role="alert">
          <Text>{goneText(gone)}</Text>
          <View className="spell-order__btn" onClick={() => replace(SP.home)}>
            {t('backHome')}
          </View>
        </View>
      </View>
    )
  }

  const status = snap?.spellInfo.status
  const stateText =
    order?.statusText || (status === 'submitted' ? t('hostOrdered') : status ? spellStatusText(status) : '')
  return (
    <View className="spell-order">
      <NavBar title={t('order.title')} />
      <StateView
        state={resolveFailed ? 'error' : !tid && orderIdParam ? 'loading' : tid ? state : 'error'}
        rows={4}
        errorText={resolveFailed ? t('order.notFound') : t('loadFailed')}
        onRetry={() => void reload()}
      >
        {snap && (
          <>
            <View className="spell-order__head">
              <Text className="spell-order__state" {...{ role: 'status' }} aria-label={t('order.state')}>
                {stateText}
              </Text>
              <Text className="spell-order__mch">{snap.storeInfo.name}</Text>
              {order && (
                <Text className="spell-order__meta">
                  {t('order.number', { no: order.orderNo, date: formatDate(order.createdAt, 2) })}
                </Text>
              )}
              <View className="spell-order__mine">
                {t('myShare')} <Text className="lotus-em">{mop(snap.myInfo.share)}</Text>
                <Text className="spell-order__total">
                  {t('order.total', { amount: mop(order?.total ?? snap.result.total) })}
                </Text>
              </View>
              <View className="spell-order__ops">
                {isHost && order?.actions.includes('pay') && (
                  <View
                    className="spell-order__btn spell-order__btn--small"
                    onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: order.id }))}
                  >
                    {t('pay')}
                  </View>
                )}
                {isHost && orderId && (
                  <View
                    className="spell-order__ghost"
                    onClick={() => go(withQuery(ORDER_PAGES.orderDel, { id: orderId }))}
                  >
                    {t('order.details')}
                  </View>
                )}
                <View
                  className="spell-order__ghost"
                  onClick={() => go(spellPage('mchInfo', { tid: snap.spellInfo.tid }))}
                >
                  {t('order.back')}
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
                <View className="spell-order__note">{t('order.split')}</View>
              </View>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
