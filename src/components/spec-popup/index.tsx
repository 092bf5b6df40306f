import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { CartProp } from '@/services/cart'
import {
  lineAmount,
  missingRequired,
  type PropDef,
  type Selection,
  selectionProps,
  toggleValue,
  unitPrice
} from '@/utils/cart-lines'
import { formatMop } from '@lotus/contract/money'
import { BottomSheet } from '@/components/bottom-sheet'
import { GoodsStepper } from '@/components/goods-stepper'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'

export interface SpecGoods {
  id: number
  name: string
  image: string
  price: number
  originalPrice?: number | null
  props: readonly PropDef[]
  soldOut?: boolean
  /** stock of the goods: the quantity stops at lineCap (spec §5) */
  stock?: number
  totalStock?: number | null
  limitBuy?: number
}

export interface SpecPopupProps {
  open: boolean
  goods: SpecGoods | null
  /** the image URL as the caller resolves it */
  imageSrc?: string
  onClose: () => void
  /** the chosen options (in the goods' group order) and quantity; the caller caps and adds */
  onConfirm: (props: CartProp[], qty: number) => void
}

const mop = (a: number) => formatMop(a, { trimZeros: true })

/**
 * 選規格: option groups (required / multi-choice, with price deltas), quantity and the line price.
 * Required groups must be chosen before 加入購物車.
 */
export function SpecPopup({ open, goods, imageSrc, onClose, onConfirm }: SpecPopupProps) {
  const [sel, setSel] = useState<Selection>({})
  const [qty, setQty] = useState(1)
  const [hint, setHint] = useState('')
  useEffect(() => {
    if (open) {
      setSel({})
      setQty(1)
      setHint('')
    }
  }, [open, goods?.id])
  if (!goods) return null
  const unit = unitPrice(goods.price, goods.props, sel)
  const chosen = selectionProps(goods.props, sel)
  const confirm = () => {
    const missing = missingRequired(goods.props, sel)
    if (missing) {
      setHint(`請選擇${missing}`)
      return
    }
    onConfirm(chosen, qty)
  }
  return (
    <BottomSheet open={open} onClose={onClose}>
      <View className="spec-popup" role="dialog" aria-label={`${goods.name} 選規格`}>
        <View className="spec-popup__head">
          {imageSrc ? <Image className="spec-popup__img" src={imageSrc} mode="aspectFill" /> : null}
          <View className="spec-popup__title">
            <Text className="spec-popup__name">{goods.name}</Text>
            {chosen.length > 0 && (
              <Text className="spec-popup__chosen">
                已選：{chosen.map((p) => p.values.map((v) => v.value).join(',')).join(' / ')}
              </Text>
            )}
          </View>
          <View className="spec-popup__close" role="button" aria-label="關閉" onClick={onClose}>
            <Icon d={iconClose} />
          </View>
        </View>
        <ScrollView scrollY className="spec-popup__body">
          {goods.props.map((p) => (
            <View key={p.name} className="spec-popup__group">
              <View className="spec-popup__group-name">
                <Text>{p.name}</Text>
                <Text className="spec-popup__group-rule">
                  {p.required ? '（必選）' : ''}
                  {p.multi ? '（可多選）' : ''}
                </Text>
              </View>
              <View className="spec-popup__values">
                {p.values.map((v) => {
                  const on = (sel[p.name] ?? []).includes(v.value)
                  return (
                    <View
                      key={v.value}
                      className={`spec-popup__value ${on ? 'spec-popup__value--on' : ''}`}
                      aria-pressed={on}
                      onClick={() => {
                        setHint('')
                        setSel((s) => toggleValue(s, p, v.value))
                      }}
                    >
                      {v.value}
                      {v.priceDelta !== 0
                        ? ` ${v.priceDelta > 0 ? '+' : '-'}${mop(Math.abs(v.priceDelta))}`
                        : ''}
                    </View>
                  )
                })}
              </View>
            </View>
          ))}
        </ScrollView>
        {hint && <View className="spec-popup__hint">{hint}</View>}
        <View className="spec-popup__foot">
          <View className="spec-popup__price">
            <Text className="spec-popup__total">{mop(lineAmount(unit, qty))}</Text>
            {goods.originalPrice != null && goods.originalPrice > goods.price && (
              <Text className="spec-popup__orig">{mop(goods.originalPrice)}</Text>
            )}
          </View>
          <View className="spec-popup__qty">
            <GoodsStepper
              label="數量"
              count={qty}
              min={1}
              stock={
                goods.stock === undefined
                  ? undefined
                  : { stock: goods.stock, totalStock: goods.totalStock, limitBuy: goods.limitBuy ?? 0 }
              }
              onMinus={() => setQty((q) => Math.max(1, q - 1))}
              onPlus={() => setQty((q) => q + 1)}
            />
          </View>
          <View
            className={`spec-popup__add ${goods.soldOut ? 'spec-popup__add--off' : ''}`}
            aria-disabled={goods.soldOut}
            onClick={goods.soldOut ? undefined : confirm}
          >
            {goods.soldOut ? '已售罄' : '加入購物車'}
          </View>
        </View>
      </View>
    </BottomSheet>
  )
}
