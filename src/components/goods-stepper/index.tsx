import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { capMessage, lineCap, soldOutMessage, type StockInfo } from '@lotus/contract/quantity'
import { currentLocale } from '@/i18n'
import './index.scss'
import { stepperWords } from './words'

export interface GoodsStepperProps {
  count: number
  onPlus: () => void
  onMinus: () => void
  /** the line's stock: the plus stops at lineCap (spec §5, the same rule the server applies) */
  stock?: StockInfo
  /** the smallest count the minus goes down to (1 in a quantity picker; 0 removes the line) */
  min?: number
  /** sold out or closed: the plus is greyed (taps still call onPlus so the caller can say why) */
  plusDisabled?: boolean
  /** accessible name of the goods, e.g. 叉燒飯 */
  label?: string
}

/**
 * − count + for a line; the minus and count appear once the goods is in the cart. Each button is a
 * 44×44 px tap target (WCAG 2.5.5) around the small circle it draws.
 */
export function GoodsStepper({
  count,
  onPlus,
  onMinus,
  stock,
  min = 0,
  plusDisabled,
  label = ''
}: GoodsStepperProps) {
  const w = stepperWords.useWords()
  const max = stock ? lineCap(stock) : Infinity
  const atMax = count >= max
  const minusOff = count <= min
  const plus = () => {
    if (plusDisabled && !atMax) return
    if (!atMax) return onPlus()
    void Taro.showToast({
      title: max === 0 ? soldOutMessage(currentLocale()) : capMessage(max, currentLocale()),
      icon: 'none'
    })
  }
  return (
    <View className="goods-stepper" onClick={(e) => e.stopPropagation()}>
      {count > 0 && (
        <>
          <View
            className={`goods-stepper__btn goods-stepper__btn--minus ${minusOff ? 'goods-stepper__btn--disabled' : ''}`}
            role="button"
            aria-label={w('less', { name: label })}
            aria-disabled={minusOff}
            onClick={minusOff ? undefined : onMinus}
          >
            <View className="goods-stepper__dot">
              <Text className="goods-stepper__bar" />
            </View>
          </View>
          <Text className="goods-stepper__count">{count}</Text>
        </>
      )}
      <View
        className={`goods-stepper__btn goods-stepper__btn--plus ${plusDisabled || atMax ? 'goods-stepper__btn--disabled' : ''}`}
        role="button"
        aria-label={w('more', { name: label })}
        aria-disabled={atMax || plusDisabled === true}
        onClick={plus}
      >
        <View className="goods-stepper__dot">
          <Text className="goods-stepper__bar" />
          <Text className="goods-stepper__bar goods-stepper__bar--v" />
        </View>
      </View>
    </View>
  )
}
