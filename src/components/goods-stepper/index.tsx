import { Text, View } from '@tarojs/components'
import './index.scss'

export interface GoodsStepperProps {
  count: number
  onPlus: () => void
  onMinus: () => void
  /** sold out or closed: the plus is greyed (taps still call onPlus so the caller can say why) */
  plusDisabled?: boolean
  /** accessible name of the goods, e.g. 叉燒飯 */
  label?: string
}

/** − count + for a menu line; the minus and count appear once the goods is in the cart. */
export function GoodsStepper({ count, onPlus, onMinus, plusDisabled, label = '' }: GoodsStepperProps) {
  return (
    <View className="goods-stepper" onClick={(e) => e.stopPropagation()}>
      {count > 0 && (
        <>
          <View
            className="goods-stepper__btn goods-stepper__btn--minus"
            aria-label={`減少${label}`}
            onClick={onMinus}
          >
            <Text className="goods-stepper__bar" />
          </View>
          <Text className="goods-stepper__count">{count}</Text>
        </>
      )}
      <View
        className={`goods-stepper__btn goods-stepper__btn--plus ${plusDisabled ? 'goods-stepper__btn--disabled' : ''}`}
        aria-label={`增加${label}`}
        onClick={onPlus}
      >
        <Text className="goods-stepper__bar" />
        <Text className="goods-stepper__bar goods-stepper__bar--v" />
      </View>
    </View>
  )
}
