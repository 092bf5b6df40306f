import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { CartProp } from '@/services/cart'
import {
  lineAmount,
  missingRequired,
  type PropDef,
  type Selection,
  selectionProps,
  firstSkuOnSale,
  toggleValue,
  unitPrice
} from '@/utils/cart-lines'
import type { GoodsSku } from '@lotus/contract/goods'
import { formatMop } from '@lotus/contract/money'
import { BottomSheet } from '@/components/bottom-sheet'
import { GoodsStepper } from '@/components/goods-stepper'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'
import { useT } from '@/i18n'
import { specWords } from './words'

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
  /** 規格 with their own price and stock (大份 / 小份): one is chosen; absent or empty: none */
  skus?: readonly GoodsSku[]
}

export interface SpecPopupProps {
  open: boolean
  goods: SpecGoods | null
  /** the image URL as the caller resolves it */
  imageSrc?: string
  onClose: () => void
  /** the chosen options (in the goods' group order), quantity and SKU (absent: the goods has none); the caller
   * caps and adds */
  onConfirm: (props: CartProp[], qty: number, productId?: number) => void
}

const mop = (a: number) => formatMop(a, { trimZeros: true })

/**
 * 選規格: option groups (required / multi-choice, with price deltas), quantity and the line price.
 * Required groups must be chosen before 加入購物車. A goods with SKUs (大份 / 小份) shows them first: the chosen
 * one sets the price and the stock; a sold-out one says 售罄 and cannot be chosen.
 */
export function SpecPopup({ open, goods, imageSrc, onClose, onConfirm }: SpecPopupProps) {
  const w = specWords.useWords()
  const t = useT()
  const [sel, setSel] = useState<Selection>({})
  const [qty, setQty] = useState(1)
  const [hint, setHint] = useState('')
  const [skuId, setSkuId] = useState<number | undefined>(undefined)
  useEffect(() => {
    if (open) {
      setSel({})
      setQty(1)
      setHint('')
      setSkuId(firstSkuOnSale(goods?.skus)?.id)
    }
  }, [open, goods?.id]) // eslint-disable-line react-hooks/exhaustive-deps -- a new goods or a new opening starts over
  if (!goods) return null
  const skus = goods.skus ?? []
  const sku = skus.find((k) => k.id === skuId)
  // a goods with SKUs is priced, capped and sold out by the chosen SKU
  const soldOut = skus.length > 0 ? !sku || sku.soldOut : goods.soldOut
  const unit = unitPrice(sku ? sku.price : goods.price, goods.props, sel)
  const chosen = selectionProps(goods.props, sel)
  const stock = sku ? sku.stock : goods.stock
  const confirm = () => {
    if (skus.length > 0 && !sku) {
      setHint(w('chooseSpec'))
      return
    }
    const missing = missingRequired(goods.props, sel)
    if (missing) {
      setHint(w('choose', { name: missing }))
      return
    }
    if (sku) onConfirm(chosen, qty, sku.id)
    else onConfirm(chosen, qty)
  }
  const picked = [...(sku ? [sku.name] : []), ...chosen.map((p) => p.values.map((v) => v.value).join(','))]
  return (
    <BottomSheet open={open} onClose={onClose}>
      <View className="spec-popup" role="dialog" aria-label={w('label', { name: goods.name })}>
        <View className="spec-popup__head">
          {imageSrc ? <Image className="spec-popup__img" src={imageSrc} mode="aspectFill" /> : null}
          <View className="spec-popup__title">
            <Text className="spec-popup__name">{goods.name}</Text>
            {picked.length > 0 && (
              <Text className="spec-popup__chosen">{w('chosen', { list: picked.join(' / ') })}</Text>
            )}
          </View>
          <View className="spec-popup__close" role="button" aria-label={t('home.close')} onClick={onClose}>
            <Icon d={iconClose} />
          </View>
        </View>
        <ScrollView scrollY className="spec-popup__body">
          {skus.length > 0 && (
            <View className="spec-popup__group">
              <View className="spec-popup__group-name">
                <Text>{w('spec')}</Text>
              </View>
              <View className="spec-popup__values" role="radiogroup" aria-label={w('spec')}>
                {skus.map((k) => {
                  const on = k.id === skuId
                  return (
                    <View
                      key={k.id}
                      role="radio"
                      aria-checked={on}
                      aria-disabled={k.soldOut}
                      className={`spec-popup__value ${on ? 'spec-popup__value--on' : ''} ${
                        k.soldOut ? 'spec-popup__value--off' : ''
                      }`}
                      onClick={() => {
                        if (k.soldOut) return
                        setHint('')
                        setQty(1)
                        setSkuId(k.id)
                      }}
                    >
                      {k.name} {mop(k.price)}
                      {k.soldOut ? ` ${w('soldOutMark')}` : ''}
                    </View>
                  )
                })}
              </View>
            </View>
          )}
          {goods.props.map((p) => (
            <View key={p.name} className="spec-popup__group">
              <View className="spec-popup__group-name">
                <Text>{p.name}</Text>
                <Text className="spec-popup__group-rule">
                  {p.required ? w('required') : ''}
                  {p.multi ? w('multi') : ''}
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
            {!sku && goods.originalPrice != null && goods.originalPrice > goods.price && (
              <Text className="spec-popup__orig">{mop(goods.originalPrice)}</Text>
            )}
          </View>
          <View className="spec-popup__qty">
            <GoodsStepper
              label={w('quantity')}
              count={qty}
              min={1}
              stock={
                stock === undefined
                  ? undefined
                  : {
                      stock,
                      totalStock: sku ? sku.stock : goods.totalStock,
                      limitBuy: goods.limitBuy ?? 0
                    }
              }
              onMinus={() => setQty((q) => Math.max(1, q - 1))}
              onPlus={() => setQty((q) => q + 1)}
            />
          </View>
          <View
            className={`spec-popup__add ${soldOut ? 'spec-popup__add--off' : ''}`}
            aria-disabled={soldOut}
            onClick={soldOut ? undefined : confirm}
          >
            {soldOut ? w('soldOut') : w('add')}
          </View>
        </View>
      </View>
    </BottomSheet>
  )
}
