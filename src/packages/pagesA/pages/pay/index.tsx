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
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { showModal } from '@/services/dialogs'
import { memberOrderTitle } from '@/components/account-member/member-config'

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
  merchantName: memberOrderTitle(m),
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
  const t = useWords()
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
      ? t('pay.locked', { time: formatDate(lockedUntil, 2) })
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
    void Taro.showToast({ title: t('payOk'), icon: 'success' })
    replace(orderDetailPath(o))
  }
  const memberPaid = (m: MemberOrder) => {
    setSheetOpen(false)
    void useSession.getState().reloadUser() // the member badge
    void Taro.showToast({ title: t('memberOk'), icon: 'success' })
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
      title: t('pay.noPassword'),
      content: t('pay.noPasswordText'),
      confirmText: t('pay.setPassword')
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
      <NavBar title={t('pay.title')} />
      <StateView
        state={state}
        rows={2}
        skeleton="order"
        errorText={t('orderFailed')}
        onRetry={() => void load()}
      >
        {order && (
          <>
            <View className="pay-page__head">
              {expired ? (
                <Text className="pay-page__expired">{t('pay.expired')}</Text>
              ) : (
                <Text className="pay-page__left">
                  {t('pay.left')} <Text className="pay-page__clock">{left.text}</Text>
                </Text>
              )}
              <Text className="pay-page__amount">{formatMop(order.total)}</Text>
              <Text className="pay-page__mch">
                {t('orderNo', { name: order.merchantName, no: order.orderNo })}
              </Text>
              {/* a membership order earns no honey: only an order of goods (issue 9 point 5) */}
              {orderQ.data && !isMember && orderPointsEarned(orderQ.data) > 0 && (
                <Text className="pay-page__mch" data-testid="points-earned">
                  {t('pay.points', { n: orderPointsEarned(orderQ.data) })}
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
                  <View className="pay-page__icon pay-page__icon--wallet">{t('pay.walletMark')}</View>
                  <View className="pay-page__info">
                    <Text className="pay-page__name">{t('pay.wallet')}</Text>
                    <Text className="pay-page__sub">
                      {t('pay.available', { amount: formatMop(balance) })}
                      {!enough && t('notEnough')}
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
                    <Text className="pay-page__topup-pill">{t('pay.topUp')}</Text>
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
                  <View className="pay-page__icon pay-page__icon--wallet">{t('pay.cardMark')}</View>
                  <View className="pay-page__info">
                    <Text className="pay-page__name">{t('pay.shopCard')}</Text>
                    <Text className="pay-page__sub">
                      {t('pay.available', { amount: formatMop(cardBalance) })}
                      {!cardEnough && t('notEnough')}
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
              {expired ? t('pay.cancelled') : t('pay.confirm', { amount: formatMop(order.total) })}
            </View>
            {expired && (
              <View
                className="pay-page__link"
                role="link"
                onClick={() =>
                  memberOrder ? backToPlan(memberOrder) : orderQ.data && replace(orderDetailPath(orderQ.data))
                }
              >
                {t(isMember ? 'backGod' : 'viewOrder')}
              </View>
            )}
          </>
        )}
      </StateView>
      <BottomSheet open={sheetOpen} title={t('pay.enterPassword')} onClose={() => setSheetOpen(false)}>
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
          {t('pay.forgot')}
        </View>
      </BottomSheet>
    </View>
  )
}
