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
import { marketWords } from '../../words'
import '../../components/points/points.scss'

/** One gift or coupon (?id): pictures, description, honey (and cash) price, stock, limit, how it is received. */
export default function PointDetail() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const q = usePointsMallItem(id)
  const balance = usePointsBalance()
  const item = q.data
  const soldOut = item ? item.stock <= 0 : false
  const short = item && balance.data ? balance.data.balance < item.points : false

  return (
    <View className="pm">
      <NavBar title={item?.kind === 'coupon' ? w('couponDetail') : w('giftDetail')} />
      <StateView
        state={id ? loadStateOf(q) : 'error'}
        rows={3}
        errorText={w('giftMissing')}
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
                {soldOut ? w('exchangedOut') : w('stock', { n: item.stock })} ·{' '}
                {w('exchangedCount', { n: item.exchanged })}
                {item.perUser > 0 ? ` · ${w('perUserExchange', { n: item.perUser })}` : ''}
              </Text>
            </View>
            <View className="pm__section">
              <Row label={w('receiveWay')}>
                <Text>{item.kind === 'coupon' ? w('receiveCoupon') : w('receiveGift')}</Text>
              </Row>
              {item.cash > 0 && (
                <Row label={w('payment')}>
                  <Text>{w('paymentNote')}</Text>
                </Row>
              )}
              {item.coupon && (
                <Row label={w('offer')}>
                  <Text>
                    {w('validDays', {
                      offer:
                        item.coupon.threshold > 0
                          ? w('couponOff', {
                              threshold: formatMop(item.coupon.threshold, { trimZeros: true }),
                              amount: formatMop(item.coupon.amount, { trimZeros: true })
                            })
                          : w('couponOffAny', { amount: formatMop(item.coupon.amount, { trimZeros: true }) }),
                      n: item.coupon.days
                    })}
                  </Text>
                </Row>
              )}
            </View>
            <View className="pm__section">
              <Text className="pm__name">{w('details')}</Text>
              <Text>{item.description}</Text>
            </View>
            <View className="pm__bar">
              <Text className="pm__muted">{w('myHoneyN', { n: balance.data?.balance ?? '–' })}</Text>
              <View
                role="button"
                aria-disabled={soldOut || short}
                className={`pm__btn${soldOut || short ? ' pm__btn--off' : ''}`}
                onClick={() => {
                  if (!soldOut && !short) go(smPage('subPointOrder', { id: item.id }))
                }}
              >
                {soldOut ? w('exchangedOut') : short ? w('honeyShort') : w('exchangeNow')}
              </View>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
