import { Image, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { usePointsMallOrder } from '@/queries/points-mall'
import { qrDataUrl } from '@/utils/qr-svg'
import '../../components/points/points.scss'

/** The pickup code of an exchange (?id): a QR code and its 8 digits, shown at the chosen store. */
export default function PointOrderCode() {
  const id = Number(usePageParams().id ?? 0)
  const q = usePointsMallOrder({ id, orderId: 0 })
  const o = q.data

  return (
    <View className="pm">
      <NavBar title="取貨碼" />
      <StateView
        state={id ? loadStateOf(q) : 'error'}
        rows={2}
        errorText="找不到兌換訂單"
        onRetry={() => void q.refetch()}
      >
        {o && (
          <View className="pm__section">
            <Text className="pm__name">
              {o.name} ×{o.qty}
            </Text>
            {o.pickupCode ? (
              <>
                <Image
                  className="pm__qr"
                  src={qrDataUrl(o.pickupCode)}
                  aria-label={`取貨碼 ${o.pickupCode}`}
                />
                <Text className="pm__code" data-testid="pm-code">
                  {o.pickupCode}
                </Text>
                <Text className="pm__muted">
                  請到門店出示此取貨碼，門店核銷後即完成兌換；取貨碼只能使用一次。
                </Text>
              </>
            ) : (
              <Text data-testid="pm-code-none">兌換{o.statusText}，沒有可用的取貨碼</Text>
            )}
            {o.store && (
              <>
                <Text className="pm__name">{o.store.name}</Text>
                <Text className="pm__muted">{o.store.address}</Text>
              </>
            )}
          </View>
        )}
      </StateView>
    </View>
  )
}
