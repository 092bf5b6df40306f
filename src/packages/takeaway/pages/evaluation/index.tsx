import { View } from '@tarojs/components'
import { EvaluationForm } from '@/components/evaluation-form'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { back } from '@/services/nav'
import { evaluateOrder } from '@/services/order'
import { useOrder } from '../order-del/use-order'
import './index.scss'

const SCORES = [
  { key: 'star', label: '總體評分', missing: '請為商家評分' },
  { key: 'tasteStar', label: '口味', missing: '請為口味評分' },
  { key: 'packStar', label: '包裝', missing: '請為包裝評分' }
] as const

/** Review an order (?id): overall, taste and packaging stars, text ≤ 500, photos ≤ 6, anonymous. */
export default function Evaluation() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })

  return (
    <View className="evaluation">
      <NavBar title="評價訂單" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <EvaluationForm
            merchantName={order.merchantName}
            scores={SCORES}
            placeholder="菜品口味如何？服務是否周到？說說你的感受吧"
            submit={(body) => evaluateOrder({ id, ...body })}
            onDone={back}
          />
        )}
      </StateView>
    </View>
  )
}
