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
import { currentLocale } from '@/i18n'
import { useSession } from '@/stores/session'
import { categoryCounts } from '@/utils/cart-lines'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { useGeneralCartAdapter } from '../../hooks/general-cart-adapter'
import { ageMessage, forMenu, kindText, weightRuleText } from '../../hooks/goods-text'
import { GE, gePage } from '../../hooks/paths'
import { BirthDeclare } from '../../components/birth-declare'
import { generalWords } from '../../words'
import '../../components/general.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })
/** A general order takes no coupon or voucher: the checkout is priced without them, as the order is. */
const NONE = { kind: 'none' } as const

/** 商家: a general store's menu (facts of goods sold by weight shown), its cart and checkout. */
export default function GeneralMchInfo() {
  const w = generalWords.useWords()
  // the menu's facts lines are words: worded again when the language changes
  const locale = currentLocale()
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- forMenu words the facts in the language in force
    [page, locale]
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
      ? deliveryFeeText(result.deliveryFee, {}, currentLocale())
      : page
        ? deliveryFeeText(page.store.deliveryFee, { from: true }, currentLocale())
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
    if (!addressId) return void Taro.showToast({ title: w('shop.needAddress'), icon: 'none' })
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
    if (v.status !== 'adult') void Taro.showToast({ title: ageMessage(v.status), icon: 'none' })
  }

  return (
    <View className="ge-page ge-mch-info">
      <NavBar title={page?.store.name ?? ''} />
      {/* without an id there is nothing to load: say so (the skeleton once stayed for ever) */}
      <StateView
        state={id > 0 ? loadStateOf(q) : 'empty'}
        rows={5}
        emptyText={w('shop.notFound')}
        actionText={w('shop.browse')}
        onAction={() => replace(GE.home)}
        errorText={w('shop.failed')}
        onRetry={() => void q.refetch()}
      >
        {page && (
          <>
            <View className="ge-section">
              <Text className="ge-section__title">{page.store.name}</Text>
              <Text className="ge-row__sub">
                {kindText(page.store.kind)} · {page.store.address}
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
                <Text className="ge-note">{weightRuleText(page.store.weightPolicy)}</Text>
              )}
              {page.store.notice ? <Text className="ge-note">{page.store.notice}</Text> : null}
              <View>
                <Text className="ge-choice" onClick={() => go(gePage('searchMchGoods', { id }))}>
                  {w('shop.searchGoods')}
                </Text>
                <Text className="ge-choice" onClick={() => go(gePage('mchDiscount', { id }))}>
                  {w('mchDiscount.title')}
                </Text>
                <Text className="ge-choice" onClick={() => go(gePage('similarMch', { id }))}>
                  {w('similar')}
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
              onConfirm={(props, qty, sku) => void menu.confirmSpec(props, qty, sku)}
            />
          </>
        )}
      </StateView>
      <BottomSheet
        open={checkout}
        onClose={() => setCheckout(false)}
        title={w('checkout.title')}
        className="ge-checkout"
        footer={
          <View className="ge-btn ge-submit" onClick={() => void submit()}>
            {sheet ? w('checkout.submitTotal', { total: mop(sheet.total) }) : w('checkout.submit')}
          </View>
        }
      >
        <Text className="ge-section__title">{w('checkout.address')}</Text>
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
          {w('checkout.addAddress')}
        </View>
        {(sheet?.feeLines ?? []).map((f) => (
          <View key={f.label} className="ge-field" data-testid="fee-line">
            <Text className="ge-field__label">{f.label}</Text>
            <Text>{mop(f.amount)}</Text>
          </View>
        ))}
        <Text className="ge-note">{w('checkout.weightNote')}</Text>
      </BottomSheet>
      <BottomSheet open={ageOpen} onClose={() => setAgeOpen(false)} title={w('age.title')}>
        <Text className="ge-note">{w('age.note')}</Text>
        <BirthDeclare onDeclared={declared} />
      </BottomSheet>
    </View>
  )
}
