import { Image, Text, View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { cancelExchange, receiveExchange, usePointsMallOrder } from '@/queries/points-mall'
import { go, withQuery } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { formatDate } from '@/utils/time'
import { Row } from '../../components/points'
import { smPage } from '../../hooks/paths'
import '../../components/points/points.scss'
import { showModal } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'

const WAY_TEXT = { pickup: '到店自取', delivery: '送貨上門', coupon: '立即發放' } as const

/** One exchange (?id, or ?orderId of its cash part): state, line, honey and cash, where to pick up, cancel. */
export default function PointOrderDel() {
  const params = usePageParams()
  const id = Number(params.id ?? 0)
  const orderId = Number(params.orderId ?? 0)
  const q = usePointsMallOrder({ id, orderId })
  const o = q.data
  const cancelling = useMutation(cancelExchange)
  const receiving = useMutation(receiveExchange)
  const busy = cancelling.busy || receiving.busy
  useDidShow(() => void q.refetch())

  const cancel = async () => {
    if (!o || busy) return
    const ok = await showModal({
      title: '取消兌換',
      content:
        o.cash > 0 && o.status !== 'unpaid'
          ? '取消後蜂蜜及已付款項將退回，確定取消？'
          : '取消後蜂蜜將退回，確定取消？',
      confirmText: '確定取消',
      cancelText: '再想想'
    })
    if (!ok.confirm) return
    try {
      if ((await cancelling.run(o.id)) === SKIPPED) return
      await q.refetch()
      void Taro.showToast({ title: '已取消，蜂蜜已退回', icon: 'none' })
    } catch {
      // the request layer showed the server's reason
    }
  }

  const receive = async () => {
    if (!o || busy) return
    const ok = await showModal({
      title: '確認收貨',
      content: '請確認已收到禮品',
      confirmText: '確認收貨',
      cancelText: '取消'
    })
    if (!ok.confirm) return
    try {
      if ((await receiving.run(o.id)) === SKIPPED) return
      await q.refetch()
      void Taro.showToast({ title: '已確認收貨', icon: 'none' })
    } catch {
      // the request layer showed the server's reason
    }
  }

  return (
    <View className="pm">
      <NavBar title="兌換詳情" />
      <StateView
        state={id || orderId ? loadStateOf(q) : 'error'}
        rows={3}
        errorText="找不到兌換訂單"
        onRetry={() => void q.refetch()}
      >
        {o && (
          <>
            <View className="pm__hero">
              <View>
                <View className="pm__hero-num" data-testid="pm-status">
                  {o.statusText}
                </View>
                {o.payDeadline !== null && (
                  <Text className="pm__hero-sub">
                    請於 {formatDate(o.payDeadline, 8)} 前付款，逾時自動取消
                  </Text>
                )}
              </View>
            </View>
            <View className="pm__section">
              <View className="pm__row">
                <Image className="pm__chip" src={assetUrl(o.image, 200)} mode="aspectFill" aria-hidden />
                <Text className="pm__name">{o.name}</Text>
                <Text>×{o.qty}</Text>
              </View>
              <Row label="使用蜂蜜">
                <Text className="pm__price">{o.points}</Text>
              </Row>
              {o.cash > 0 && (
                <Row label="現金">
                  <Text className="pm__price">{formatMop(o.cash)}</Text>
                </Row>
              )}
              <Row label="領取方式">
                <Text>{WAY_TEXT[o.way]}</Text>
              </Row>
              <Row label="兌換時間">
                <Text>{formatDate(o.createdAt, 2)}</Text>
              </Row>
            </View>
            {o.store && (
              <View className="pm__section">
                <Text className="pm__name">自取門店</Text>
                <Text data-testid="pm-order-store">{o.store.name}</Text>
                <Text className="pm__muted">{o.store.address}</Text>
              </View>
            )}
            {o.address && (
              <View className="pm__section">
                <Text className="pm__name">收貨地址</Text>
                <Text>
                  {o.address.name} {o.address.phone}
                </Text>
                <Text className="pm__muted">{o.address.address}</Text>
              </View>
            )}
            {o.shipping && (
              <View className="pm__section" data-testid="pm-shipping">
                <Text className="pm__name">物流</Text>
                <Row label="發貨門店">
                  <Text>{o.shipping.storeName}</Text>
                </Row>
                {o.shipping.shippedAt === null ? (
                  <Text className="pm__muted">門店發貨後可查看物流資料</Text>
                ) : (
                  <>
                    <Row label="物流公司">
                      <Text>{o.shipping.carrier ?? '門店配送'}</Text>
                    </Row>
                    {o.shipping.trackingNo && (
                      <Row label="運單號">
                        <Text>{o.shipping.trackingNo}</Text>
                      </Row>
                    )}
                    <Row label="發貨時間">
                      <Text>{formatDate(o.shipping.shippedAt, 2)}</Text>
                    </Row>
                  </>
                )}
                {o.shipping.receivedAt !== null && (
                  <Row label="收貨時間">
                    <Text>{formatDate(o.shipping.receivedAt, 2)}</Text>
                  </Row>
                )}
                {o.shipping.autoReceiveAt !== null && (
                  <Text className="pm__muted">
                    {formatDate(o.shipping.autoReceiveAt, 8)} 後將自動確認收貨
                  </Text>
                )}
              </View>
            )}
            {o.coupon && (
              <View className="pm__section">
                <Text className="pm__name">優惠券</Text>
                <Text>
                  {o.coupon.threshold > 0 ? `滿${formatMop(o.coupon.threshold)}` : '無門檻'}減
                  {formatMop(o.coupon.amount)}
                </Text>
                <Text className="pm__muted">
                  {o.coupon.stateText} · {formatDate(o.coupon.expiresAt, 3)} 到期
                </Text>
              </View>
            )}
            <View className="pm__bar">
              {o.canCancel ? (
                <View
                  className="pm__btn pm__btn--ghost"
                  role="button"
                  aria-disabled={busy}
                  onClick={() => void cancel()}
                >
                  取消兌換
                </View>
              ) : (
                <View />
              )}
              {o.status === 'unpaid' && o.orderId !== null && (
                <View
                  className="pm__btn"
                  role="button"
                  onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: o.orderId ?? 0 }))}
                >
                  去付款 {formatMop(o.cash)}
                </View>
              )}
              {o.pickupCode && (
                <View
                  className="pm__btn"
                  role="button"
                  onClick={() => go(smPage('pointOrderCode', { id: o.id }))}
                >
                  查看取貨碼
                </View>
              )}
              {o.canReceive && (
                <View className="pm__btn" role="button" aria-disabled={busy} onClick={() => void receive()}>
                  確認收貨
                </View>
              )}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
