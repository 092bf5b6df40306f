import { View } from '@tarojs/components'
import { EvaluationForm } from '@/components/evaluation-form'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { evaluate } from '@/queries/order'
import { back } from '@/services/nav'
import '../../components/sm-order/index.scss'

/** The three scores of a supermarket review (the evaluation service's star, tasteStar and packStar). */
const SCORES = [
  { key: 'star', label: '總體評分', missing: '請為總體評分評分' },
  { key: 'tasteStar', label: '商品品質', missing: '請為商品品質評分' },
  { key: 'packStar', label: '包裝配送', missing: '請為包裝配送評分' }
] as const

/** 評價訂單 (?id): a completed supermarket order's stars, text ≤ 500 and photos ≤ 6, optionally anonymous. */
export default function SupermarketEvaluation() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })

  return (
    <View className="sm-order">
      <NavBar title="評價訂單" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <EvaluationForm
            merchantName={order.merchantName}
            scores={SCORES}
            placeholder="商品新鮮嗎？包裝是否完好？說說你的感受吧"
            submit={(body) => evaluate({ id, ...body }, order.merchantId)}
            onDone={back}
          />
        )}
      </StateView>
    </View>
  )
}
