import type { StockInfo } from '@lotus/contract/quantity'
import { Text, View } from '@tarojs/components'
import { GoodsStepper } from '@/components/goods-stepper'
import { BottomSheet } from '@/components/bottom-sheet'
import { formatMop } from '@lotus/contract/money'
import { RichLabel } from './rich-label'
import { cartWords } from './words'
import './index.scss'

export { RichLabel } from './rich-label'

export const CART_BAR_HEIGHT = 56

export interface CartBarProps {
  count: number
  /** what the user pays for the goods now (avos) */
  total: number
  /** e.g. 另需配送費 MOP 8 / 免配送費 */
  deliveryText?: string
  /** avos still missing to the minimum order (0: reached) */
  gapToMin: number
  minOrder: number
  canSubmit: boolean
  /** activity label with <em> emphasis, shown above the bar */
  label?: string | null
  busy?: boolean
  closed?: boolean
  onOpen: () => void
  onSubmit: () => void
}

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** The bottom cart bar: bag with count, total, delivery line, and 差MOP X起送 / 去結算. */
export function CartBar(p: CartBarProps) {
  const w = cartWords.useWords()
  const empty = p.count === 0
  let action = w('checkout')
  if (p.closed) action = w('closed')
  else if (empty) action = w('minOrder', { price: mop(p.minOrder) })
  else if (p.gapToMin > 0) action = w('gap', { price: mop(p.gapToMin) })
  const ready = !p.closed && !empty && p.gapToMin <= 0 && p.canSubmit
  return (
    <View className="cart-bar">
      {p.label ? (
        <View className="cart-bar__act">
          <RichLabel label={p.label} />
        </View>
      ) : null}
      <View className="cart-bar__main">
        <View
          className="cart-bar__bag"
          role="button"
          aria-label={w('cart')}
          onClick={empty ? undefined : p.onOpen}
        >
          <View className={`cart-bar__icon ${empty ? 'cart-bar__icon--empty' : ''}`}>
            <View className="cart-bar__handle" />
          </View>
          {!empty && <Text className="cart-bar__badge">{p.count > 99 ? '99+' : p.count}</Text>}
        </View>
        <View className="cart-bar__info" onClick={empty ? undefined : p.onOpen}>
          {empty ? (
            <Text className="cart-bar__none">{w('none')}</Text>
          ) : (
            <Text className="cart-bar__total">{mop(p.total)}</Text>
          )}
          {p.deliveryText ? <Text className="cart-bar__delivery">{p.deliveryText}</Text> : null}
        </View>
        <View
          className={`cart-bar__go ${ready ? 'cart-bar__go--on' : ''}`}
          aria-disabled={!ready}
          onClick={ready && !p.busy ? p.onSubmit : undefined}
        >
          {action}
        </View>
      </View>
    </View>
  )
}

export interface CartPopupLine {
  key: string
  name: string
  /** options text, e.g. 大份 / 少冰 */
  detail: string
  amount: number
  count: number
  invalid?: string | null
  /** The line's stock and limit: its stepper stops at the spec §5 cap. */
  stock?: StockInfo
}

export interface CartPopupProps {
  open: boolean
  lines: CartPopupLine[]
  /** packaging fee line (avos), shown when > 0 */
  packFee?: number
  onChange: (key: string, qty: number) => void
  onClear: () => void
  onClose: () => void
}

/** The list behind the cart bar: lines with steppers, and 清空. */
export function CartPopup({ open, lines, packFee = 0, onChange, onClear, onClose }: CartPopupProps) {
  const w = cartWords.useWords()
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      label={w('chosen')}
      bottomOffset={CART_BAR_HEIGHT}
      className="cart-popup"
    >
      <View className="cart-popup__head">
        <Text className="cart-popup__title">{w('chosen')}</Text>
        <Text className="cart-popup__clear" onClick={onClear}>
          {w('clear')}
        </Text>
      </View>
      <View className="cart-popup__list">
        {packFee > 0 && (
          <View className="cart-popup__line">
            <Text className="cart-popup__name">{w('packFee')}</Text>
            <Text className="cart-popup__amount">{mop(packFee)}</Text>
          </View>
        )}
        {lines.map((l) => (
          <View key={l.key} className={`cart-popup__line ${l.invalid ? 'cart-popup__line--invalid' : ''}`}>
            <View className="cart-popup__text">
              <Text className="cart-popup__name">{l.name}</Text>
              {l.detail ? <Text className="cart-popup__detail">{l.detail}</Text> : null}
              {l.invalid ? <Text className="cart-popup__invalid">{l.invalid}</Text> : null}
            </View>
            <Text className="cart-popup__amount">{mop(l.amount)}</Text>
            <GoodsStepper
              label={l.name}
              count={l.count}
              onMinus={() => onChange(l.key, l.count - 1)}
              onPlus={() => onChange(l.key, l.count + 1)}
              plusDisabled={!!l.invalid}
              {...(l.stock ? { stock: l.stock } : {})}
            />
          </View>
        ))}
      </View>
    </BottomSheet>
  )
}
