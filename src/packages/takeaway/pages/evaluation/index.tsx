import { View } from '@tarojs/components'
import { EvaluationForm } from '@/components/evaluation-form'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { back } from '@/services/nav'
import { evaluateOrder } from '@/services/order'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { useWords } from '../../words'

/** Review an order (?id): overall, taste and packaging stars, text ≤ 500, photos ≤ 6, anonymous. */
export default function Evaluation() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const w = useWords()
  const scores = [
    { key: 'star', label: w('eval.overall'), missing: w('eval.rateShop') },
    { key: 'tasteStar', label: w('eval.taste'), missing: w('eval.rateTaste') },
    { key: 'packStar', label: w('eval.pack'), missing: w('eval.ratePack') }
  ] as const

  return (
    <View className="evaluation">
      <NavBar title={w('eval.title')} />
      <StateView state={state} rows={2} errorText={w('orderLoadFailed')} onRetry={() => void reload()}>
        {order && (
          <EvaluationForm
            merchantName={order.merchantName}
            scores={scores}
            placeholder={w('eval.placeholder')}
            submit={(body) => evaluateOrder({ id, ...body })}
            onDone={back}
          />
        )}
      </StateView>
    </View>
  )
}
