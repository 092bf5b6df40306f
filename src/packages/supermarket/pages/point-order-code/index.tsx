import { Image, Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { usePointsMallOrder } from '@/queries/points-mall'
import { qrDataUrl } from '@/utils/qr-svg'
import { marketWords } from '../../words'
import '../../components/points/points.scss'

/** The pickup code of an exchange (?id): a QR code and its 8 digits, shown at the chosen store. */
export default function PointOrderCode() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const q = usePointsMallOrder({ id, orderId: 0 })
  const o = q.data

  return (
    <View className="pm">
      <NavBar title={w('pickupCode')} />
      <StateView
        state={id ? loadStateOf(q) : 'error'}
        rows={2}
        errorText={w('exchangeMissing')}
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
                  aria-label={w('pickupCodeN', { code: o.pickupCode })}
                />
                <Text className="pm__code" data-testid="pm-code">
                  {o.pickupCode}
                </Text>
                <Text className="pm__muted">{w('pickupCodeNote')}</Text>
              </>
            ) : (
              <Text data-testid="pm-code-none">{w('noPickupCode', { status: o.statusText })}</Text>
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
