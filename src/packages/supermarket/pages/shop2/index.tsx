import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { loadStateOf } from '@/queries/cache'
import { useMarketGoodsList, useMarketHome } from '@/queries/market'
import type { MarketAisle } from '@/services/market'
import { go } from '@/services/nav'
import { BuyGoods } from '../../components/buy-goods'
import { smPage } from '../../hooks/paths'
import { useMarketCart } from '../../hooks/use-market-cart'
import { marketWords } from '../../words'
import '../../components/browse.scss'
import './index.scss'

type MarketCart = ReturnType<typeof useMarketCart>

const sectionId = (id: number) => `sm-aisle-${id}`

/** One level-1 aisle: its level-2 aisles (each opens class-view) and its goods with the cart stepper. */
function AisleSection({ mchId, aisle, cart }: { mchId: number; aisle: MarketAisle; cart: MarketCart }) {
  const w = marketWords.useWords()
  const q = useMarketGoodsList({ mchId, aisleId: aisle.id })
  return (
    <View id={sectionId(aisle.id)} className="sm-shop2__section" role="region" aria-label={aisle.name}>
      <View className="sm-shop2__section-title" role="heading" aria-level={2}>
        {aisle.name}
      </View>
      {aisle.children.length > 0 && (
        <View className="sm-shop2__subs">
          {aisle.children.map((c) => (
            <View
              key={c.id}
              role="link"
              className="sm-shop2__sub lotus-chevron"
              onClick={() => go(smPage('classView', { mchId, aisleId: c.id }))}
            >
              {c.name}
            </View>
          ))}
        </View>
      )}
      <StateView
        state={loadStateOf(q, (d) => d.list.length === 0)}
        rows={2}
        emptyText={w('aisleNoGoods')}
        onRetry={() => void q.refetch()}
      >
        <View className="sm-list">
          {q.data?.list.map((g) => (
            <BuyGoods key={g.id} g={g} cart={cart} />
          ))}
        </View>
        {q.data?.hasMore && (
          <View
            role="link"
            className="sm-link sm-shop2__all lotus-chevron"
            onClick={() => go(smPage('class', { mchId, aisleId: aisle.id }))}
          >
            {w('viewAisleAll', { name: aisle.name, n: q.data.total })}
          </View>
        )}
      </StateView>
    </View>
  )
}

/** 逛貨架: the store laid out by aisle, section after section, with a sticky aisle index; add SKUs from the list. */
export default function Shop2() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const mchId = Number(params.id ?? params.mchId ?? 0)
  const home = useMarketHome(mchId)
  const cart = useMarketCart(mchId)
  const [on, setOn] = useState(0)
  const h = home.data
  const jump = (id: number) => {
    setOn(id)
    void Taro.pageScrollTo({ selector: `#${sectionId(id)}`, duration: 200 }).catch(() => undefined)
  }

  return (
    <View className="sm-page sm-shop2">
      <NavBar title={h?.store.name ?? w('browseAisles')} />
      <StateView
        state={loadStateOf(home)}
        rows={4}
        errorText={w('storesFailed')}
        onRetry={() => void home.refetch()}
      >
        {h && (
          <>
            <View className="sm-card">
              <Text className="sm-h">{h.store.name}</Text>
              <Text className="sm-muted">
                {h.store.address} · {h.store.openHours}
              </Text>
            </View>
            <View className="sm-shop2__index">
              <ScrollView scrollX className="sm-tabs" {...{ role: 'tablist', 'aria-label': w('aisleIndex') }}>
                {h.aisles.map((a) => (
                  <View
                    key={a.id}
                    role="tab"
                    aria-selected={on === a.id}
                    className={`sm-tab${on === a.id ? ' sm-tab--on' : ''}`}
                    onClick={() => jump(a.id)}
                  >
                    {a.name}
                  </View>
                ))}
              </ScrollView>
            </View>
            {h.aisles.map((a) => (
              <AisleSection key={a.id} mchId={mchId} aisle={a} cart={cart} />
            ))}
            <CartPopup {...cart.popup} />
            <CartBar {...cart.bar} />
          </>
        )}
      </StateView>
    </View>
  )
}
