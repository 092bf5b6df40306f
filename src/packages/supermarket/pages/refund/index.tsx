import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { RefundForm } from '@/components/refund-form'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { refund } from '@/queries/order'
import { replace } from '@/services/nav'
import { smPage } from '../../hooks/paths'
import '../../components/sm-order/index.scss'

/** Why a supermarket order is refunded (the server keeps the words as the refund's reason). */
const SM_REFUND_REASONS = [
  '商品少送/錯送',
  '商品品質問題',
  '商品已過期',
  '送達時間太晚',
  '不想要了',
  '其他原因'
] as const

/**
 * 申請退款 (?id): a reason, the lines with a problem, a note and photos. The whole paid amount goes back
 * (wallet or the original payment); the chosen lines go with the note to the store.
 */
export default function SupermarketRefund() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })

  return (
    <View className="sm-order">
      <NavBar title="申請退款" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <RefundForm
            order={order}
            reasons={SM_REFUND_REASONS}
            placeholder="請描述遇到的問題，幫助門店更快處理"
            pickLines
            submit={(body) => refund({ id, ...body })}
            onDone={() => replace(smPage('refundProgress', { id }))}
          />
        )}
      </StateView>
    </View>
  )
}
