import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { usePointsBalance } from '@/queries/points'
import { usePointsMallItem } from '@/queries/points-mall'
import { go } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { pointsPrice, Row } from '../../components/points'
import { smPage } from '../../hooks/paths'
import '../../components/points/points.scss'

/** One gift or coupon (?id): pictures, description, honey (and cash) price, stock, limit, how it is received. */
export default function PointDetail() {
  const id = Number(usePageParams().id ?? 0)
  const q = usePointsMallItem(id)
  const balance = usePointsBalance()
  const item = q.data
  const soldOut = item ? item.stock <= 0 : false
  const short = item && balance.data ? balance.data.balance < item.points : false

  return (
    <View className="pm">
      <NavBar title={item?.kind === 'coupon' ? '優惠券詳情' : '禮品詳情'} />
      <StateView
        state={id ? loadStateOf(q) : 'error'}
        rows={3}
        errorText="找不到禮品"
        onRetry={() => void q.refetch()}
      >
        {item && (
          <>
            {/* one picture per gift: a plain image (Taro's Swiper would pull the swiper library into a chunk
                the home page shares, past the first-load budget) */}
            <Image
              className="pm__gallery"
              src={assetUrl(item.image, 600)}
              mode="aspectFit"
              aria-label={item.name}
            />
            <View className="pm__section">
              <Text className="pm__name">{item.name}</Text>
              <Text className="pm__price" data-testid="pm-detail-price">
                {pointsPrice(item.points, item.cash)}
              </Text>
              <Text className="pm__muted">
                {soldOut ? '已兌完' : `庫存 ${item.stock}`} · 已兌換 {item.exchanged}
                {item.perUser > 0 ? ` · 每人限兌${item.perUser}件` : ''}
              </Text>
            </View>
            <View className="pm__section">
              <Row label="領取方式">
                <Text>{item.kind === 'coupon' ? '兌換後立即發放到帳戶' : '到店自取 或 送貨上門'}</Text>
              </Row>
              {item.cash > 0 && (
                <Row label="付款">
                  <Text>蜂蜜即時扣除，現金部分於收銀台支付</Text>
                </Row>
              )}
              {item.coupon && (
                <Row label="優惠">
                  <Text>
                    {item.coupon.threshold > 0
                      ? `滿${formatMop(item.coupon.threshold, { trimZeros: true })}減${formatMop(item.coupon.amount, { trimZeros: true })}`
                      : `無門檻減${formatMop(item.coupon.amount, { trimZeros: true })}`}
                    ，{item.coupon.days}天內有效
                  </Text>
                </Row>
              )}
            </View>
            <View className="pm__section">
              <Text className="pm__name">詳細介紹</Text>
              <Text>{item.description}</Text>
            </View>
            <View className="pm__bar">
              <Text className="pm__muted">我的蜂蜜 {balance.data?.balance ?? '–'}</Text>
              <View
                role="button"
                aria-disabled={soldOut || short}
                className={`pm__btn${soldOut || short ? ' pm__btn--off' : ''}`}
                onClick={() => {
                  if (!soldOut && !short) go(smPage('subPointOrder', { id: item.id }))
                }}
              >
                {soldOut ? '已兌完' : short ? '蜂蜜不足' : '立即兌換'}
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
