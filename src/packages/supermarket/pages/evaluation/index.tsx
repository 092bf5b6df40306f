import { View } from '@tarojs/components'
import { EvaluationForm } from '@/components/evaluation-form'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { evaluate } from '@/queries/order'
import { back } from '@/services/nav'
import { marketWords } from '../../words'
import '../../components/sm-order/index.scss'

/** The three scores of a supermarket review (the evaluation service's star, tasteStar and packStar). */
const scores = (w: ReturnType<typeof marketWords.useWords>) =>
  [
    { key: 'star', label: w('score.star'), missing: w('score.starMissing') },
    { key: 'tasteStar', label: w('score.taste'), missing: w('score.tasteMissing') },
    { key: 'packStar', label: w('score.pack'), missing: w('score.packMissing') }
  ] as const

/** 評價訂單 (?id): a completed supermarket order's stars, text ≤ 500 and photos ≤ 6, optionally anonymous. */
export default function SupermarketEvaluation() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })

  return (
    <View className="sm-order">
      <NavBar title={w('rateOrder')} />
      <StateView state={state} rows={2} errorText={w('orderFailed')} onRetry={() => void reload()}>
        {order && (
          <EvaluationForm
            merchantName={order.merchantName}
            scores={scores(w)}
            placeholder={w('reviewHint')}
            submit={(body) => evaluate({ id, ...body }, order.merchantId)}
            onDone={back}
          />
        )}
      </StateView>
    </View>
  )
}
