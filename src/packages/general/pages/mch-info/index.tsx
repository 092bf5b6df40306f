import Taro, { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { GeneralGoods } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'
import { BottomSheet } from '@/components/bottom-sheet'
import { CartBar, CartPopup, type CartBarProps } from '@/components/cart-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { Menu } from '@/components/menu'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { useAddresses } from '@/queries/addresses'
import { useStoredCart } from '@/queries/cart'
import { useCheckoutQuote } from '@/queries/checkout'
import { loadStateOf } from '@/queries/cache'
import { useAge, useGeneralStore } from '@/queries/general'
import type { AgeView } from '@/services/general'
import { submitGeneralOrder } from '@/services/general'
import { go, PAGES, replace, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { categoryCounts } from '@/utils/cart-lines'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { useGeneralCartAdapter } from '../../hooks/general-cart-adapter'
import { forMenu, policyText } from '../../hooks/goods-text'
import { GE, gePage } from '../../hooks/paths'
import { BirthDeclare } from '../../components/birth-declare'
import '../../components/general.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })
/** A general order takes no coupon or voucher: the checkout is priced without them, as the order is. */
const NONE = { kind: 'none' } as const

/** 商家: a general store's menu (facts of goods sold by weight shown), its cart and checkout. */
export default function GeneralMchInfo() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGeneralStore(id)
  const page = q.data
  const token = useSession((s) => s.token)
  const age = useAge(Boolean(token))
  const [ageOpen, setAgeOpen] = useState(false)
  const [checkout, setCheckout] = useState(false)
  const [addressId, setAddressId] = useState(0)
  const attempt = useCheckoutAttempt(`general:${id}`)
  const needAge = useCallback(() => setAgeOpen(true), [])
  const cart = useStoredCart(id)
  const menu = useMenuCart(useGeneralCartAdapter(cart, age.data, needAge))
  const addresses = useAddresses({ enabled: checkout && Boolean(token) })

  useEffect(() => {
    const list = addresses.data ?? []
    if (!addressId && list.length > 0) setAddressId((list.find((a) => a.isDefault) ?? list[0])!.id)
  }, [addresses.data, addressId])

  const categories = useMemo(
    () => page?.categories.map((c) => ({ ...c, goods: c.goods.map(forMenu) })) ?? [],
    [page]
  )
  const counts = useMemo(() => categoryCounts(categories, cart.lines), [categories, cart.lines])
  const byId = useMemo(
    () => new Map(categories.flatMap((c) => c.goods.map((g) => [g.id, g] as const))),
    [categories]
  )
  const withFacts = (f: (g: GeneralGoods) => void) => (g: { id: number }) => {
    const found = byId.get(g.id)
    if (found) f(found)
  }
  const result = cart.calc?.result
  // The checkout sheet is priced at the chosen address, as the order is (issue 35 §2), not where the phone is.
  const address = (addresses.data ?? []).find((a) => a.id === addressId) ?? null
  const quote = useCheckoutQuote(id, address, NONE, NONE, checkout && address !== null, NONE, 'general')
  const sheet = quote.calc?.result
  const bar: CartBarProps = {
    count: cart.count,
    total: result?.total ?? 0,
    deliveryText: result
      ? deliveryFeeText(result.deliveryFee)
      : page
        ? deliveryFeeText(page.store.deliveryFee, { from: true })
        : '',
    gapToMin: result?.gapToMin ?? page?.store.minOrder ?? 0,
    minOrder: result?.minOrder ?? page?.store.minOrder ?? 0,
    canSubmit: result?.canSubmit ?? false,
    label: cart.calc?.actInfo.label ?? null,
    busy: cart.busy,
    closed: false,
    onOpen: menu.togglePopup,
    onSubmit: () => (token ? setCheckout(true) : go(PAGES.login))
  }

  const submit = async () => {
    if (!addressId) return void Taro.showToast({ title: '請選擇收貨地址', icon: 'none' })
    // only what the sheet shows is ordered: wait for its price at this address
    if (!sheet?.canSubmit) return
    const content = { mchId: id, addressId, lines: cart.lines }
    try {
      const r = await attempt.submit(content, (clientKey) =>
        submitGeneralOrder({ clientKey, mchId: id, addressId })
      )
      if (!r) return
      setCheckout(false)
      replace(withQuery(ORDER_PAGES.pay, { orderId: r.orderId }))
    } catch {
      // the request layer showed the message
    }
  }

  const declared = (v: AgeView) => {
    setAgeOpen(false)
    if (v.message) void Taro.showToast({ title: v.message, icon: 'none' })
  }

  return (
    <View className="ge-page ge-mch-info">
      <NavBar title={page?.store.name ?? ''} />
      {/* without an id there is nothing to load: say so (the skeleton once stayed for ever) */}
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={5}
        emptyText="找不到這家商店"
        actionText="逛逛百貨"
        onAction={() => replace(GE.home)}
        errorText="商家載入失敗"
        onRetry={() => void q.refetch()}
      >
        {page && (
          <>
            <View className="ge-section">
              <Text className="ge-section__title">{page.store.name}</Text>
              <Text className="ge-row__sub">
                {page.store.kindText} · {page.store.address}
              </Text>
              {page.store.activities.length > 0 && (
                <View className="ge-activities">
                  {page.store.activities.map((a, i) => (
                    <Text
                      key={a.label}
                      className="ge-choice ge-activity"
                      onClick={() => go(gePage('activityDel', { id, index: i }))}
                    >
                      {a.label}
                    </Text>
                  ))}
                </View>
              )}
              {page.store.kind === 'fruit' && (
                <Text className="ge-note">
                  按重量計價：實重與預估相差 ±10% 內，{policyText(page.store.weightPolicy)}
                </Text>
              )}
              {page.store.notice ? <Text className="ge-note">{page.store.notice}</Text> : null}
              <View>
                <Text className="ge-choice" onClick={() => go(gePage('searchMchGoods', { id }))}>
                  搜尋店內商品
                </Text>
                <Text className="ge-choice" onClick={() => go(gePage('mchDiscount', { id }))}>
                  商家優惠
                </Text>
                <Text className="ge-choice" onClick={() => go(gePage('similarMch', { id }))}>
                  相似商家
                </Text>
              </View>
            </View>
            <Menu
              categories={categories}
              counts={counts}
              countOf={menu.countOf}
              onPlus={withFacts(menu.plus)}
              onMinus={withFacts(menu.minus)}
              onOpen={(g) => go(gePage('goodsDel', { id: g.id }))}
            />
            <CartPopup {...menu.popup} />
            <CartBar {...bar} />
            <SpecPopup
              open={menu.specOpen}
              goods={menu.spec}
              imageSrc={menu.spec ? assetUrl(menu.spec.image, 200) : undefined}
              onClose={menu.closeSpec}
              onConfirm={(props, qty) => void menu.confirmSpec(props, qty)}
            />
          </>
        )}
      </StateView>
      <BottomSheet
        open={checkout}
        onClose={() => setCheckout(false)}
        title="確認訂單"
        className="ge-checkout"
        footer={
          <View className="ge-btn ge-submit" onClick={() => void submit()}>
            提交訂單 {sheet ? mop(sheet.total) : ''}
          </View>
        }
      >
        <Text className="ge-section__title">收貨地址</Text>
        {(addresses.data ?? []).map((a) => (
          <View
            key={a.id}
            className={`ge-choice ${a.id === addressId ? 'ge-choice--on' : ''}`}
            onClick={() => setAddressId(a.id)}
          >
            {a.name} {a.address} {a.detail}
          </View>
        ))}
        <View className="ge-choice" onClick={() => go(ORDER_PAGES.addressEdit)}>
          + 新增收貨地址
        </View>
        {(sheet?.feeLines ?? []).map((f) => (
          <View key={f.label} className="ge-field" data-testid="fee-line">
            <Text className="ge-field__label">{f.label}</Text>
            <Text>{mop(f.amount)}</Text>
          </View>
        ))}
        <Text className="ge-note">按重量計價的商品先按預估重量收費，商家稱重後按實重結算。</Text>
      </BottomSheet>
      <BottomSheet open={ageOpen} onClose={() => setAgeOpen(false)} title="申報出生日期">
        <Text className="ge-note">購買酒類須年滿 18 歲；送達時騎手會核實收貨人年齡。</Text>
        <BirthDeclare onDeclared={declared} />
      </BottomSheet>
    </View>
  )
}
