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
import { standingText } from '@lotus/contract/ops'
import { currentLocale } from '@/i18n'
import { useWords } from '../../words'

type Tab = 'menu' | 'comments' | 'info'
const TABS: Tab[] = ['menu', 'comments', 'info']

const COLLAPSE_AT = 40
const EXPAND_AT = 8

/** 商家頁: header, then 點菜 (menu + cart) / 評價 / 商家. */
export default function MchInfo() {
  const id = Number(usePageParams().id ?? 0)
  const page = useMerchant(id)
  const { detail, menu } = page
  const cart = useTakeawayCart(detail)
  const w = useWords()
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
              aria-label={w('mch.searchGoods')}
              onClick={() => go(mchPage('searchMchGoods', id))}
            >
              {w('search')}
            </View>
          ) : null
        }
      />
      <StateView
        state={page.state}
        rows={5}
        skeleton="merchant"
        errorText={w('mchLoadFailed')}
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
                {/* suspended or closed by the platform: said as such, not as opening hours */}
                {detail.standing
                  ? standingText(detail.standing, currentLocale())
                  : shopClosedText(detail, nowSeconds() * 1000, currentLocale())}
              </View>
            )}
            <View className="mch-info__tabs" role="tablist">
              {TABS.map((k) => (
                <View
                  key={k}
                  role="tab"
                  aria-selected={tab === k}
                  className={`mch-info__tab ${tab === k ? 'mch-info__tab--on' : ''}`}
                  onClick={() => setTab(k)}
                >
                  {w(`mch.${k}`)}
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
                  <StateView state="empty" emptyText={w('mch.noGoods')} />
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
              onConfirm={(props, qty, sku) => void cart.confirmSpec(props, qty, sku)}
            />
          </>
        )}
      </StateView>
    </View>
  )
}
