import { View } from '@tarojs/components'
import { useEffect, useMemo, useState } from 'react'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { go } from '@/services/nav'
import { categoryCounts } from '@/utils/cart-lines'
import { Comments } from '../../components/comments'
import { MchDetail } from '../../components/mch-detail'
import { MchHeader, MchHeaderCompact } from '../../components/mch-header'
import { Menu } from '@/components/menu'
import { mchPage } from '../../hooks/paths'
import { useMerchant } from '../../hooks/use-merchant'
import { useTakeawayCart } from '../../hooks/use-takeaway-cart'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { shopClosedText } from '@lotus/contract/open-hours'
import { nowSeconds } from '@/utils/time'
import { dropShellWhenDrawn } from '@/utils/first-screen'

type Tab = 'menu' | 'comments' | 'info'
const TABS: Array<[Tab, string]> = [
  ['menu', '點菜'],
  ['comments', '評價'],
  ['info', '商家']
]

const COLLAPSE_AT = 40
const EXPAND_AT = 8

/** 商家頁: header, then 點菜 (menu + cart) / 評價 / 商家. */
export default function MchInfo() {
  const id = Number(usePageParams().id ?? 0)
  const page = useMerchant(id)
  const { detail, menu } = page
  const cart = useTakeawayCart(detail)
  const [tab, setTab] = useState<Tab>('menu')
  // issue 8 §8: the header folds to one line once the menu scrolls, so the menu gets most of the screen;
  // it unfolds at the top (two thresholds, so it does not flicker at the edge)
  const [collapsed, setCollapsed] = useState(false)
  const onMenuScroll = (top: number) => {
    if (!collapsed && top > COLLAPSE_AT) setCollapsed(true)
    else if (collapsed && top < EXPAND_AT) setCollapsed(false)
  }
  const categories = useMemo(() => menu?.categories.filter((c) => c.goods.length > 0) ?? [], [menu])
  const counts = useMemo(() => categoryCounts(categories, cart.cart.lines), [categories, cart.cart.lines])
  // h5: the server drew this shop first (src/ssr); it goes once this page has drawn it, photo included
  useEffect(() => {
    if (page.state !== 'loading') dropShellWhenDrawn('.mch-info .goods-item__img img')
  }, [page.state])

  return (
    <View className="mch-info">
      <NavBar
        title={detail?.name ?? ''}
        right={
          detail ? (
            <View
              className="mch-info__search"
              role="button"
              aria-label="搜尋商品"
              onClick={() => go(mchPage('searchMchGoods', id))}
            >
              搜尋
            </View>
          ) : null
        }
      />
      <StateView
        state={page.state}
        rows={5}
        skeleton="merchant"
        errorText="商家載入失敗"
        onRetry={() => void page.reload()}
      >
        {detail && (
          <>
            {collapsed && tab === 'menu' ? (
              <MchHeaderCompact m={detail} onFavourite={() => void page.toggleFavourite()} />
            ) : (
              <MchHeader m={detail} onFavourite={() => void page.toggleFavourite()} />
            )}
            {!detail.isOpen && (
              <View className="mch-info__closed" role="status">
                {shopClosedText(detail, nowSeconds() * 1000)}
              </View>
            )}
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
                    closed={!detail.isOpen}
                    onScrollTop={onMenuScroll}
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
