import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { go } from '@/services/nav'
import { categoryCounts } from '@/utils/cart-lines'
import { Comments } from '../../components/comments'
import { MchDetail } from '../../components/mch-detail'
import { MchHeader } from '../../components/mch-header'
import { Menu } from '@/components/menu'
import { mchPage } from '../../hooks/paths'
import { useMerchant } from '../../hooks/use-merchant'
import { useTakeawayCart } from '../../hooks/use-takeaway-cart'
import './index.scss'

type Tab = 'menu' | 'comments' | 'info'
const TABS: Array<[Tab, string]> = [
  ['menu', '點菜'],
  ['comments', '評價'],
  ['info', '商家']
]

/** 商家頁: header, then 點菜 (menu + cart) / 評價 / 商家. */
export default function MchInfo() {
  const id = Number(useRouter().params.id ?? 0)
  const page = useMerchant(id)
  const { detail, menu } = page
  const cart = useTakeawayCart(detail)
  const [tab, setTab] = useState<Tab>('menu')
  const categories = useMemo(() => menu?.categories.filter((c) => c.goods.length > 0) ?? [], [menu])
  const counts = useMemo(() => categoryCounts(categories, cart.cart.lines), [categories, cart.cart.lines])

  return (
    <View className="mch-info">
      <NavBar
        title={detail?.name ?? ''}
        right={
          detail ? (
            <Text
              className="mch-info__search"
              aria-label="搜索商品"
              onClick={() => go(mchPage('searchMchGoods', id))}
            >
              搜索
            </Text>
          ) : null
        }
      />
      <StateView state={page.state} rows={5} errorText="商家加載失敗" onRetry={() => void page.reload()}>
        {detail && (
          <>
            <MchHeader m={detail} onFavourite={() => void page.toggleFavourite()} />
            <View className="mch-info__tabs" role="tablist">
              {TABS.map(([k, label]) => (
                <View
                  key={k}
                  role="tab"
                  aria-selected={tab === k}
                  className={`mch-info__tab ${tab === k ? 'mch-info__tab--on' : ''}`}
                  onClick={() => setTab(k)}
                >
                  {label}
                </View>
              ))}
            </View>
            <View className="mch-info__content">
              {tab === 'menu' &&
                (categories.length > 0 ? (
                  <Menu
                    categories={categories}
                    counts={counts}
                    countOf={cart.countOf}
                    onPlus={cart.plus}
                    onMinus={cart.minus}
                    onOpen={(g) => go(mchPage('goodsDel', g.id, { mchId: id }))}
                  />
                ) : (
                  <StateView state="empty" emptyText="商家暫未上架商品" />
                ))}
              {tab === 'comments' && (
                <View className="mch-info__scroll">
                  <Comments mchId={id} />
                </View>
              )}
              {tab === 'info' && (
                <View className="mch-info__scroll">
                  <MchDetail m={detail} />
                </View>
              )}
            </View>
            <CartPopup {...cart.popup} />
            <CartBar {...cart.bar} />
            <SpecPopup
              open={cart.specOpen}
              goods={cart.spec}
              imageSrc={cart.spec ? assetUrl(cart.spec.image, 200) : undefined}
              onClose={cart.closeSpec}
              onConfirm={(props, qty) => void cart.confirmSpec(props, qty)}
            />
          </>
        )}
      </StateView>
    </View>
  )
}
