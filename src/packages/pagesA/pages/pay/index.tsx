import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useCallback, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { openPayUrl } from '@/components/order-actions/open-pay-url'
import { ORDER_PAGES, orderDetailPath } from '@/components/order-actions/pages'
import { BottomSheet } from '@/components/bottom-sheet'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { PayPassword } from '@/components/pay-password'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { payMemberFromWallet, payMemberOnlineStart, useMemberOrder } from '@/queries/account'
import { payFromShopCard, payFromWallet, payOnlineStart, useOrder } from '@/queries/order'
import { useMyShopCards } from '@/queries/account-money'
import { useWalletInfo } from '@/queries/wallet'
import { go, PAGES, replace, withQuery } from '@/services/nav'
import type { MemberOrder } from '@/services/account'
import type { OrderDetail } from '@/services/order'
import { useSession } from '@/stores/session'
import { payFailure } from '@/stores/wallet-reducer'
import { formatMop } from '@lotus/contract/money'
import { PAY_BRAND_INFO, PAY_BRANDS, type PayBrand } from '@lotus/contract/pay-brands'
import { orderPointsEarned } from '@lotus/contract/points'
import { payCountdown } from '@/utils/pay-deadline'
import { formatDate } from '@/utils/time'
import { useNowTicker } from '@/components/order-actions/use-now-ticker'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { showModal } from '@/services/dialogs'

/** The wallet, the merchant's card, or one of Macau's payment brands through the gateway (issue 35 §5). */
type Method = 'wallet' | 'shopCard' | PayBrand

/** What the cashier charges: an order, or a god-member plan's membership order (issue 12). */
interface Payable {
  id: number
  total: number
  status: string
  payDeadline: number | null
  /** The merchant, or the plan bought. */
  merchantName: string
  orderNo: string
  /** Only an order of a merchant can be paid from that merchant's shop card. */
  merchantId: number | null
}

const memberPayable = (m: MemberOrder): Payable => ({
  id: m.id,
  total: m.amount,
  status: m.status,
  payDeadline: m.payDeadline,
  merchantName: m.title,
  orderNo: m.orderNo,
  merchantId: null
})

/** Where a membership order goes once paid or closed: the plan's page, which shows the membership. */
const memberDone = (m: MemberOrder) => withQuery(PAGES.grade2, { id: m.plan })

/** Back to the plan page that opened the cashier (so it is not stacked twice), else to the plan's page. */
function backToPlan(m: MemberOrder): void {
  const pages = Taro.getCurrentPages()
  const from = pages[pages.length - 2]?.route ?? ''
  if (from.includes('grade/grade2')) void Taro.navigateBack()
  else replace(memberDone(m))
}

/**
 * Cashier (?orderId, or ?memberOrderId for a god-member plan): amount, countdown to the pay deadline, wallet
 * (with the payment password) or online.
 */
export default function Pay() {
  const params = usePageParams()
  const memberOrderId = Number(params.memberOrderId ?? 0)
  const isMember = memberOrderId > 0
  const orderId = isMember ? 0 : Number(params.orderId ?? 0)
  const orderQ = useOrder(orderId)
  const memberQ = useMemberOrder(memberOrderId)
  const memberOrder = memberQ.data ?? null
  const order: Payable | null = isMember ? memberOrder && memberPayable(memberOrder) : (orderQ.data ?? null)
  const walletQ = useWalletInfo()
  const wallet = walletQ.data ?? null
  const [method, setMethod] = useState<Method>('wallet')
  const [sheetOpen, setSheetOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [pwError, setPwError] = useState('')
  const [lockedNow, setLocked] = useState('')
  const [paying, setPaying] = useState(false)
  const lockedUntil = wallet?.lockedUntil
  const locked =
    lockedNow ||
    (lockedUntil && lockedUntil * 1000 > Date.now()
      ? `支付密碼已鎖定，請於 ${formatDate(lockedUntil, 2)} 後再試`
      : '')

  const { refetch: refetchOrder } = orderQ
  const { refetch: refetchMember } = memberQ
  const { refetch: refetchWallet } = walletQ
  /** On every show (the mount shares the hooks' first fetch): paid elsewhere means straight to the order. */
  const load = useCallback(async () => {
    if (isMember) {
      const [m] = await Promise.all([refetchMember(), refetchWallet()])
      if (m && m.status === 'paid') backToPlan(m)
      return
    }
    const [o] = await Promise.all([refetchOrder(), refetchWallet()])
    if (o && o.status !== 'unpaid' && o.status !== 'cancelled') replace(orderDetailPath(o))
  }, [isMember, refetchMember, refetchOrder, refetchWallet])
  useReloadOnShow(() => void load(), [orderId, memberOrderId])
  const state = isMember ? loadStateOf(memberQ) : orderId ? loadStateOf(orderQ) : 'error'

  const unpaid = order?.status === 'unpaid'
  const now = useNowTicker(unpaid)
  const left = payCountdown(order?.payDeadline, now)
  const expired = order?.status === 'cancelled' || (unpaid && left.expired)
  const balance = wallet?.balance ?? 0
  const enough = order ? balance >= order.total : false
  // the merchant's stored-value card (issue 12): a method only for that merchant's orders, when it covers the total
  const shopCards = useMyShopCards()
  const cardBalance =
    order?.merchantId === null
      ? 0
      : (shopCards.data?.find((c) => c.mchId === order?.merchantId)?.balance ?? 0)
  const cardEnough = order ? cardBalance > 0 && cardBalance >= order.total : false
  const chosen: Method =
    method === 'shopCard'
      ? cardEnough
        ? 'shopCard'
        : PAY_BRANDS[0]
      : method === 'wallet' && !enough
        ? PAY_BRANDS[0]
        : method

  const paid = (o: OrderDetail) => {
    setSheetOpen(false)
    void Taro.showToast({ title: '支付成功', icon: 'success' })
    replace(orderDetailPath(o))
  }
  const memberPaid = (m: MemberOrder) => {
    setSheetOpen(false)
    void useSession.getState().reloadUser() // the member badge
    void Taro.showToast({ title: '開通成功', icon: 'success' })
    backToPlan(m)
  }

  const payByWallet = async (pw: string) => {
    if (paying || !order) return
    setPaying(true)
    setPwError('')
    try {
      if (isMember) memberPaid(await payMemberFromWallet(order.id, pw))
      else paid(await (chosen === 'shopCard' ? payFromShopCard(order.id, pw) : payFromWallet(order.id, pw)))
    } catch (e) {
      setPassword('')
      const f = payFailure(e, wallet?.lockedUntil)
      if (f.kind === 'notSet') return askSetPassword()
      if (f.kind === 'wrong') return setPwError(f.message)
      if (f.kind === 'locked') return setLocked(f.message)
      setSheetOpen(false)
      void Taro.showToast({ title: f.message, icon: 'none', duration: 2500 })
      if (f.kind === 'paid' || f.kind === 'expired') void load()
      if (f.kind === 'insufficient') void refetchWallet()
    } finally {
      setPaying(false)
    }
  }

  const askSetPassword = async () => {
    setSheetOpen(false)
    const r = await showModal({
      title: '尚未設定支付密碼',
      content: '使用餘額支付前，請先設定6位數字支付密碼',
      confirmText: '去設定'
    })
    if (r.confirm) go(ORDER_PAGES.setPassword)
  }

  const confirm = async () => {
    if (!order || expired || paying) return
    if (chosen === 'wallet' || chosen === 'shopCard') {
      if (wallet && !wallet.hasPayPassword) return askSetPassword()
      setPassword('')
      setPwError('')
      return setSheetOpen(true)
    }
    setPaying(true)
    try {
      const r = await (isMember ? payMemberOnlineStart(order.id, chosen) : payOnlineStart(order.id, chosen))
      openPayUrl(r.payUrl)
    } catch {
      // toasted by the request layer
    } finally {
      setPaying(false)
    }
  }

  return (
    <View className="pay-page">
      <NavBar title="收銀台" />
      <StateView state={state} rows={2} skeleton="order" errorText="訂單載入失敗" onRetry={() => void load()}>
        {order && (
          <>
            <View className="pay-page__head">
              {expired ? (
                <Text className="pay-page__expired">訂單已超時取消，請重新下單</Text>
              ) : (
                <Text className="pay-page__left">
                  支付剩餘時間 <Text className="pay-page__clock">{left.text}</Text>
                </Text>
              )}
              <Text className="pay-page__amount">{formatMop(order.total)}</Text>
              <Text className="pay-page__mch">
                {order.merchantName} · 訂單號 {order.orderNo}
              </Text>
              {/* a membership order earns no honey: only an order of goods (issue 9 point 5) */}
              {orderQ.data && !isMember && orderPointsEarned(orderQ.data) > 0 && (
                <Text className="pay-page__mch" data-testid="points-earned">
                  訂單完成後可得 {orderPointsEarned(orderQ.data)} 蜂蜜
                </Text>
              )}
            </View>
            <View className="pay-page__methods">
              {/* the choice and the 充值 button side by side: a radio holds no other control (axe nested-interactive) */}
              <View className="pay-page__method">
                <View
                  role="radio"
                  aria-checked={chosen === 'wallet'}
                  aria-disabled={!enough}
                  className={`pay-page__choice ${enough ? '' : 'pay-page__choice--off'}`}
                  onClick={() => enough && setMethod('wallet')}
                >
                  <View className="pay-page__icon pay-page__icon--wallet">餘</View>
                  <View className="pay-page__info">
                    <Text className="pay-page__name">錢包餘額</Text>
                    <Text className="pay-page__sub">
                      可用餘額 {formatMop(balance)}
                      {!enough && '，餘額不足'}
                    </Text>
                  </View>
                  {enough && (
                    <View className={`pay-page__radio ${chosen === 'wallet' ? 'pay-page__radio--on' : ''}`} />
                  )}
                </View>
                {!enough && !isMember && (
                  <View
                    className="pay-page__topup"
                    role="button"
                    onClick={() => go(withQuery(ORDER_PAGES.wallet, { orderId: order.id }))}
                  >
                    <Text className="pay-page__topup-pill">充值</Text>
                  </View>
                )}
              </View>
              {cardBalance > 0 && (
                <View
                  role="radio"
                  aria-checked={chosen === 'shopCard'}
                  aria-disabled={!cardEnough}
                  className={`pay-page__method ${cardEnough ? '' : 'pay-page__method--off'}`}
                  onClick={() => cardEnough && setMethod('shopCard')}
                >
                  <View className="pay-page__icon pay-page__icon--wallet">卡</View>
                  <View className="pay-page__info">
                    <Text className="pay-page__name">商家儲值卡</Text>
                    <Text className="pay-page__sub">
                      可用餘額 {formatMop(cardBalance)}
                      {!cardEnough && '，餘額不足'}
                    </Text>
                  </View>
                  <View className={`pay-page__radio ${chosen === 'shopCard' ? 'pay-page__radio--on' : ''}`} />
                </View>
              )}
              {PAY_BRANDS.map((brand) => {
                const b = PAY_BRAND_INFO[brand]
                return (
                  <View
                    key={brand}
                    role="radio"
                    aria-checked={chosen === brand}
                    className="pay-page__method"
                    data-brand={brand}
                    onClick={() => setMethod(brand)}
                  >
                    <View className="pay-page__icon" style={{ background: b.color }} aria-hidden>
                      {b.mark}
                    </View>
                    <View className="pay-page__info">
                      <Text className="pay-page__name">{b.name}</Text>
                      <Text className="pay-page__sub">{b.sub}</Text>
                    </View>
                    <View className={`pay-page__radio ${chosen === brand ? 'pay-page__radio--on' : ''}`} />
                  </View>
                )
              })}
            </View>
            {locked && chosen === 'wallet' && <View className="pay-page__locked">{locked}</View>}
            <View
              className={`pay-page__confirm ${expired || paying ? 'pay-page__confirm--off' : ''}`}
              role="button"
              aria-disabled={expired || paying}
              onClick={() => void confirm()}
            >
              {expired ? '訂單已取消' : `確認支付 ${formatMop(order.total)}`}
            </View>
            {expired && (
              <View
                className="pay-page__link"
                role="link"
                onClick={() =>
                  memberOrder ? backToPlan(memberOrder) : orderQ.data && replace(orderDetailPath(orderQ.data))
                }
              >
                {isMember ? '返回神會員' : '查看訂單'}
              </View>
            )}
          </>
        )}
      </StateView>
      <BottomSheet open={sheetOpen} title="請輸入支付密碼" onClose={() => setSheetOpen(false)}>
        <View className="pay-page__sheet-amount">{order ? formatMop(order.total) : ''}</View>
        {locked ? (
          <View className="pay-page__locked">{locked}</View>
        ) : (
          pwError && <View className="pay-page__pw-error">{pwError}</View>
        )}
        <PayPassword
          value={password}
          onChange={(v) => {
            setPassword(v)
            if (v) setPwError('')
          }}
          onComplete={(v) => void payByWallet(v)}
          disabled={paying || !!locked}
        />
        <View className="pay-page__forget" role="link" onClick={() => go(ORDER_PAGES.forgetPassword)}>
          忘記密碼？
        </View>
      </BottomSheet>
    </View>
  )
}
