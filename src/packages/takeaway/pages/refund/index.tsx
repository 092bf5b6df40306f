import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { RefundForm } from '@/components/refund-form'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { replace, withQuery } from '@/services/nav'
import { refundOrder } from '@/services/order'
import { REFUND_REASONS } from '@/stores/order-reducer'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { useWords } from '../../words'

/** Apply for a refund (?id): reason, detail ≤ 200, photos ≤ 6; the whole paid amount goes back. */
export default function Refund() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const w = useWords()

  return (
    <View className="refund-page">
      <NavBar title={w('refund.title')} />
      <StateView state={state} rows={2} errorText={w('orderLoadFailed')} onRetry={() => void reload()}>
        {order && (
          <RefundForm
            order={order}
            reasons={REFUND_REASONS}
            placeholder={w('refund.placeholder')}
            submit={(body) => refundOrder({ id, ...body })}
            onDone={() => replace(withQuery(ORDER_PAGES.refundProgress, { id }))}
          />
        )}
      </StateView>
    </View>
  )
}
