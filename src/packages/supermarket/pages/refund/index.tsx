import { View } from '@tarojs/components'
import { MARKET_REFUND_REASONS } from '@lotus/contract/order-reasons'
import { NavBar } from '@/components/nav-bar'
import { RefundForm } from '@/components/refund-form'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { refund } from '@/queries/order'
import { replace } from '@/services/nav'
import { smPage } from '../../hooks/paths'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'

/** Why a supermarket order is refunded: the server's stored values, shown in the reader's language by RefundForm. */
const SM_REFUND_REASONS = MARKET_REFUND_REASONS

/**
 * 申請退款 (?id): a reason, the lines with a problem, a note and photos. The whole paid amount goes back
 * (wallet or the original payment); the chosen lines go with the note to the store.
 */
export default function SupermarketRefund() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })

  return (
    <View className="sm-order">
      <NavBar title={w('applyRefund')} />
      <StateView state={state} rows={2} errorText={w('orderFailed')} onRetry={() => void reload()}>
        {order && (
          <RefundForm
            order={order}
            reasons={SM_REFUND_REASONS}
            placeholder={w('refundHint')}
            pickLines
            submit={(body) => refund({ id, ...body })}
            onDone={() => replace(smPage('refundProgress', { id }))}
          />
        )}
      </StateView>
    </View>
  )
}
