import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES, orderDetailPath } from '@/components/order-actions/pages'
import { PAGES, replace, withQuery } from '@/services/nav'
import { MONEY_PAGES } from '@/services/money-pages'
import { invalidate } from '@/queries/cache'
import { useOrder } from '@/queries/order'
import { ordersKeys } from '@/queries/orders'
import { walletKeys } from '@/queries/wallet'
import { forgetTopUpFor, topUpReturnOrder } from '@/services/topup-return'
import { formatMop } from '@lotus/contract/money'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon, icons } from '@/components/icon'

/**
 * Return page of the payment gateway (?orderId&status, or &type=recharge). The query only says what
 * the user pressed; for an order the server's state decides what is shown.
 */
export default function WebPay() {
  const p = usePageParams()
  const orderId = Number(p.orderId ?? 0)
  // a wallet top-up, or a shop card bought online (issue 12): no order to check, back to where it was bought
  const shopCard = p.type === 'shopCard'
  const recharge = p.type === 'recharge' || shopCard
  const backTo = shopCard ? MONEY_PAGES.shopCardRecharge : ORDER_PAGES.wallet
  // a cached copy may still say unpaid: only the server's answer after the gateway counts
  const q = useOrder(recharge ? 0 : orderId)
  const [checking, setChecking] = useState(!recharge && orderId > 0)
  // a top-up started from an unpaid order's cashier goes back there (its pay timer is still running)
  const [cashierOrder] = useState(() => (p.type === 'recharge' ? topUpReturnOrder() : null))
  const cashier = cashierOrder ? withQuery(ORDER_PAGES.pay, { orderId: cashierOrder }) : null
  const backToCashier = () => {
    forgetTopUpFor()
    if (cashier) replace(cashier)
  }
  const { refetch } = q

  useEffect(() => {
    if (recharge) {
      void invalidate(walletKeys.all)
      void invalidate(['shopCards'])
      return
    }
    if (!orderId) return
    void refetch().finally(() => setChecking(false))
    void invalidate(ordersKeys.all)
  }, [orderId, recharge, refetch])
  const order = checking ? null : (q.data ?? null)

  const ok = order ? order.status !== 'unpaid' && order.status !== 'cancelled' : p.status === 'success'
  const title = checking
    ? '正在確認支付結果…'
    : ok
      ? shopCard
        ? '購買成功'
        : recharge
          ? '充值成功'
          : '支付成功'
      : shopCard
        ? '購買失敗'
        : recharge
          ? '充值失敗'
          : '支付失敗'

  return (
    <View className="web-pay">
      <NavBar
        title="支付結果"
        onBack={() => (cashier ? backToCashier() : replace(recharge ? backTo : PAGES.order))}
      />
      <View className="web-pay__box">
        <View className={`web-pay__icon ${ok ? 'web-pay__icon--ok' : checking ? '' : 'web-pay__icon--fail'}`}>
          {checking ? '…' : <Icon d={ok ? icons.check : icons.close} />}
        </View>
        <Text className="web-pay__title">{title}</Text>
        {order && <Text className="web-pay__amount">{formatMop(order.total)}</Text>}
        {order && <Text className="web-pay__sub">{order.merchantName}</Text>}
        {!checking && ok && cashier && <Text className="web-pay__sub">返回收銀台，用新餘額支付訂單</Text>}
        {!checking && !ok && !recharge && order?.status === 'unpaid' && (
          <Text className="web-pay__sub">訂單仍待支付，請在支付時限內重新支付</Text>
        )}
      </View>
      {!checking && (
        <View className="web-pay__btns">
          {recharge && cashier ? (
            <>
              <View className="web-pay__btn" role="button" onClick={() => replace(backTo)}>
                返回錢包
              </View>
              <View className="web-pay__btn web-pay__btn--primary" role="button" onClick={backToCashier}>
                返回收銀台
              </View>
            </>
          ) : recharge ? (
            <View
              className="web-pay__btn web-pay__btn--primary"
              role="button"
              onClick={() => replace(backTo)}
            >
              {shopCard ? '返回儲值卡' : '返回錢包'}
            </View>
          ) : (
            <>
              <View
                className="web-pay__btn"
                onClick={() =>
                  replace(order ? orderDetailPath(order) : withQuery(ORDER_PAGES.orderDel, { id: orderId }))
                }
              >
                查看訂單
              </View>
              {!ok && order?.status === 'unpaid' && (
                <View
                  className="web-pay__btn web-pay__btn--primary"
                  onClick={() => replace(withQuery(ORDER_PAGES.pay, { orderId }))}
                >
                  重新支付
                </View>
              )}
            </>
          )}
        </View>
      )}
    </View>
  )
}
