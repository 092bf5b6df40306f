import Taro from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import type { CartBarProps, CartPopupLine, CartPopupProps } from '@/components/cart-bar'
import type { SpecGoods } from '@/components/spec-popup'
import type { CartProp } from '@/services/cart'
import { go, withQuery } from '@/services/nav'
import type { Goods } from '@/services/takeaway'
import { useCart, useMchCart } from '@/stores/cart'
import { goodsCount, totalCount } from '@/stores/cart-reducer'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { useSession } from '@/stores/session'
import { cartItems, itemKey, propsText } from '@/utils/cart-lines'
import { formatMop } from '@lotus/contract/money'

export const SUB_ORDER_PAGE = '/packages/takeaway/pages/sub-order/index'
export const MULTI_SPEC_MINUS = '多規格商品請在購物車中刪減'

export interface MerchantTerms {
  id: number
  minOrder: number
  deliveryFee: number
  isOpen: boolean
}

const mop = (a: number) => formatMop(a, { trimZeros: true })

/**
 * Everything a takeaway page needs around one merchant's cart: counts per goods, the steppers'
 * handlers (caps checked by the store before any request), the spec popup and the cart bar/popup props.
 */
export function useTakeawayCart(m: MerchantTerms | null) {
  const mchId = m?.id ?? 0
  const cart = useMchCart(mchId)
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const token = useSession((s) => s.token)
  const [spec, setSpec] = useState<Goods | null>(null)
  const [popup, setPopup] = useState(false)

  useEffect(() => {
    if (mchId) void useCart.getState().load(mchId, point)
  }, [mchId, point.lat, point.lng, token]) // eslint-disable-line react-hooks/exhaustive-deps

  const items = useMemo(() => cartItems(cart.calc), [cart.calc])
  const count = totalCount(cart)

  const countOf = useCallback((goodsId: number) => goodsCount(cart, goodsId), [cart])

  const plus = useCallback(
    (g: Goods) => {
      if (!m) return
      if (g.soldOut) {
        void Taro.showToast({ title: '已售罄', icon: 'none' })
        return
      }
      if (g.props.length > 0) setSpec(g)
      else void useCart.getState().addGoods(m.id, g, [], 1)
    },
    [m]
  )

  const minus = useCallback(
    (g: Goods) => {
      if (!m) return
      const lines = cart.lines.filter((l) => l.goodsId === g.id)
      const only = lines[0]
      if (lines.length !== 1 || !only) {
        // several option lines: which one to take off is chosen in the cart list
        void Taro.showToast({ title: MULTI_SPEC_MINUS, icon: 'none' })
        setPopup(true)
        return
      }
      void useCart.getState().setQty(m.id, only, only.itemCount - 1)
    },
    [m, cart.lines]
  )

  const confirmSpec = useCallback(
    async (props: CartProp[], qty: number) => {
      if (!m || !spec) return
      const ok = await useCart.getState().addGoods(m.id, spec, props, qty)
      if (ok) setSpec(null)
    },
    [m, spec]
  )

  const popupLines: CartPopupLine[] = items.map((i) => ({
    key: itemKey(i),
    name: i.name,
    detail: propsText(i.props),
    amount: i.amount,
    count: i.itemCount,
    invalid: i.invalid
  }))

  const changeLine = useCallback(
    (key: string, qty: number) => {
      const i = items.find((x) => itemKey(x) === key)
      if (!m || !i) return
      void useCart.getState().setQty(
        m.id,
        {
          goodsId: i.goodsId,
          productId: i.productId,
          itemCount: i.itemCount,
          props: i.props,
          optType: i.optType
        },
        qty,
        {
          stock: i.stock,
          limitBuy: i.limitBuy
        }
      )
    },
    [m, items]
  )

  const clear = useCallback(async () => {
    if (!m) return
    const r = await Taro.showModal({
      title: '清空購物車？',
      content: '',
      confirmText: '清空',
      cancelText: '取消'
    })
    if (r.confirm) {
      await useCart.getState().clear(m.id)
      setPopup(false)
    }
  }, [m])

  const submit = useCallback(() => {
    if (m) go(withQuery(SUB_ORDER_PAGE, { mchId: m.id }))
  }, [m])

  const result = cart.calc?.result
  const bar: CartBarProps = {
    count,
    total: result?.total ?? 0,
    deliveryText: result
      ? result.deliveryFeeLabel
      : m
        ? m.deliveryFee === 0
          ? '免配送費'
          : `另需配送費 ${mop(m.deliveryFee)}`
        : '',
    gapToMin: result?.gapToMin ?? m?.minOrder ?? 0,
    minOrder: result?.minOrder ?? m?.minOrder ?? 0,
    canSubmit: result?.canSubmit ?? false,
    label: cart.calc?.actInfo.label ?? null,
    busy: cart.loading,
    closed: m ? !m.isOpen : false,
    onOpen: () => setPopup((o) => !o),
    onSubmit: submit
  }
  const popupProps: CartPopupProps = {
    open: popup && count > 0,
    lines: popupLines,
    packFee: result?.packFee ?? 0,
    onChange: changeLine,
    onClear: () => void clear(),
    onClose: () => setPopup(false)
  }
  const specGoods: SpecGoods | null = spec
  return {
    cart,
    items,
    count,
    countOf,
    plus,
    minus,
    spec: specGoods,
    specOpen: spec !== null,
    closeSpec: () => setSpec(null),
    openSpec: (g: Goods) => setSpec(g),
    confirmSpec,
    changeLine,
    clear,
    submit,
    bar,
    popup: popupProps
  }
}
