import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES, orderDetailPath } from '@/components/order-actions/pages'
import { PAGES, replace, withQuery } from '@/services/nav'
import { MONEY_PAGES } from '@/services/money-pages'
import { invalidate } from '@/queries/cache'
import { memberOrderChanged, useMemberOrder } from '@/queries/account'
import { useOrder } from '@/queries/order'
import { ordersKeys } from '@/queries/orders'
import { walletKeys } from '@/queries/wallet'
import { forgetTopUpFor, topUpReturnOrder } from '@/services/topup-return'
import { formatMop } from '@lotus/contract/money'
import type { MemberOrder } from '@lotus/contract/member'
import { formatDate } from '@/utils/time'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { check as iconCheck } from '@/components/icon/paths/check'
import { close as iconClose } from '@/components/icon/paths/close'
import { memberOrderTitle } from '@/components/account-member/member-config'

/**
 * Return page of the payment gateway (?orderId&status, or &type=recharge). The query only says what
 * the user pressed; for an order the server's state decides what is shown.
 */
export default function WebPay() {
  const t = useWords()
  const p = usePageParams()
  const orderId = Number(p.orderId ?? 0)
  // a wallet top-up, or a shop card bought online (issue 12): no order to check, back to where it was bought
  const shopCard = p.type === 'shopCard'
  const recharge = p.type === 'recharge' || shopCard
  const backTo = shopCard ? MONEY_PAGES.shopCardRecharge : ORDER_PAGES.wallet
  // a god-member plan paid online (issue 12): the membership order says whether the plan is active now
  const member = p.type === 'member'
  const mq = useMemberOrder(member ? orderId : 0)
  // a cached copy may still say unpaid: only the server's answer after the gateway counts
  const q = useOrder(recharge || member ? 0 : orderId)
  const [checking, setChecking] = useState(!recharge && orderId > 0)
  // a top-up started from an unpaid order's cashier goes back there (its pay timer is still running)
  const [cashierOrder] = useState(() => (p.type === 'recharge' ? topUpReturnOrder() : null))
  const cashier = cashierOrder ? withQuery(ORDER_PAGES.pay, { orderId: cashierOrder }) : null
  const backToCashier = () => {
    forgetTopUpFor()
    if (cashier) replace(cashier)
  }
  const { refetch } = q
  const { refetch: refetchMember } = mq

  useEffect(() => {
    if (recharge) {
      void invalidate(walletKeys.all)
      void invalidate(['shopCards'])
      return
    }
    if (!orderId) return
    if (member) {
      memberOrderChanged(orderId)
      void refetchMember().finally(() => setChecking(false))
      return
    }
    void refetch().finally(() => setChecking(false))
    void invalidate(ordersKeys.all)
  }, [orderId, recharge, member, refetch, refetchMember])
  const order = checking || member ? null : (q.data ?? null)
  const plan = checking || !member ? null : (mq.data ?? null)
  if (plan) return <MemberResult plan={plan} />

  const ok = order ? order.status !== 'unpaid' && order.status !== 'cancelled' : p.status === 'success'
  const title = t(
    checking
      ? 'webPay.checking'
      : ok
        ? shopCard
          ? 'webPay.bought'
          : recharge
            ? 'webPay.toppedUp'
            : 'payOk'
        : shopCard
          ? 'webPay.buyFailed'
          : recharge
            ? 'webPay.topUpFailed'
            : 'payFailed'
  )

  return (
    <View className="web-pay">
      <NavBar
        title={t('webPay.title')}
        onBack={() => (cashier ? backToCashier() : replace(recharge ? backTo : PAGES.order))}
      />
      <View className="web-pay__box">
        <View className={`web-pay__icon ${ok ? 'web-pay__icon--ok' : checking ? '' : 'web-pay__icon--fail'}`}>
          {checking ? '…' : <Icon d={ok ? iconCheck : iconClose} />}
        </View>
        <Text className="web-pay__title">{title}</Text>
        {order && <Text className="web-pay__amount">{formatMop(order.total)}</Text>}
        {order && <Text className="web-pay__sub">{order.merchantName}</Text>}
        {!checking && ok && cashier && <Text className="web-pay__sub">{t('webPay.backToCashier')}</Text>}
        {!checking && !ok && !recharge && order?.status === 'unpaid' && (
          <Text className="web-pay__sub">{t('stillUnpaid')}</Text>
        )}
      </View>
      {!checking && (
        <View className="web-pay__btns">
          {recharge && cashier ? (
            <>
              <View className="web-pay__btn" role="button" onClick={() => replace(backTo)}>
                {t('webPay.backWallet')}
              </View>
              <View className="web-pay__btn web-pay__btn--primary" role="button" onClick={backToCashier}>
                {t('webPay.cashier')}
              </View>
            </>
          ) : recharge ? (
            <View
              className="web-pay__btn web-pay__btn--primary"
              role="button"
              onClick={() => replace(backTo)}
            >
              {t(shopCard ? 'webPay.backCard' : 'webPay.backWallet')}
            </View>
          ) : (
            <>
              <View
                className="web-pay__btn"
                onClick={() =>
                  replace(order ? orderDetailPath(order) : withQuery(ORDER_PAGES.orderDel, { id: orderId }))
                }
              >
                {t('viewOrder')}
              </View>
              {!ok && order?.status === 'unpaid' && (
                <View
                  className="web-pay__btn web-pay__btn--primary"
                  onClick={() => replace(withQuery(ORDER_PAGES.pay, { orderId }))}
                >
                  {t('retryPay')}
                </View>
              )}
            </>
          )}
        </View>
      )}
    </View>
  )
}

/** The result of a god-member plan paid online: active once the server says the order is paid. */
function MemberResult({ plan }: { plan: MemberOrder }) {
  const t = useWords()
  const ok = plan.status === 'paid'
  const back = withQuery(PAGES.grade2, { id: plan.plan })
  return (
    <View className="web-pay">
      <NavBar title={t('webPay.title')} onBack={() => replace(back)} />
      <View className="web-pay__box">
        <View className={`web-pay__icon ${ok ? 'web-pay__icon--ok' : 'web-pay__icon--fail'}`}>
          <Icon d={ok ? iconCheck : iconClose} />
        </View>
        <Text className="web-pay__title">{t(ok ? 'memberOk' : 'payFailed')}</Text>
        <Text className="web-pay__amount">{formatMop(plan.amount)}</Text>
        <Text className="web-pay__sub">
          {ok && plan.endsAt !== null
            ? t('webPay.until', { title: memberOrderTitle(plan), date: formatDate(plan.endsAt, 1) })
            : memberOrderTitle(plan)}
        </Text>
        {!ok && plan.status === 'unpaid' && <Text className="web-pay__sub">{t('stillUnpaid')}</Text>}
      </View>
      <View className="web-pay__btns">
        <View className="web-pay__btn web-pay__btn--primary" role="button" onClick={() => replace(back)}>
          {t('backGod')}
        </View>
        {!ok && plan.status === 'unpaid' && (
          <View
            className="web-pay__btn"
            role="button"
            onClick={() => replace(withQuery(ORDER_PAGES.pay, { memberOrderId: plan.id }))}
          >
            {t('retryPay')}
          </View>
        )}
      </View>
    </View>
  )
}
