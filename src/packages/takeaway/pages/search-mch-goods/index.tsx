import { View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { go } from '@/services/nav'
import { GoodsItem } from '@/components/goods-item'
import { SearchInput } from '../../components/search-panel'
import { filterGoods } from '../../hooks/filter-goods'
import { mchPage } from '../../hooks/paths'
import { useMerchant } from '../../hooks/use-merchant'
import { useTakeawayCart } from '../../hooks/use-takeaway-cart'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

/** 搜尋商品 inside one merchant's menu (filtered on the phone), with the same cart. */
export default function SearchMchGoods() {
  const id = Number(usePageParams().id ?? 0)
  const page = useMerchant(id)
  const cart = useTakeawayCart(page.detail)
  const [text, setText] = useState('')
  const w = useWords()
  const [query, setQuery] = useState('')
  const found = useMemo(() => filterGoods(page.menu, query), [page.menu, query])

  return (
    <View className="search-mch-goods">
      <NavBar title={page.detail?.name ?? w('mch.searchGoods')} />
      <SearchInput
        text={text}
        placeholder={w('searchGoods.placeholder')}
        autoFocus
        onText={(t) => {
          setText(t)
          setQuery(t)
        }}
        onSearch={(t) => setQuery(t)}
      />
      <StateView
        state={page.state}
        rows={4}
        errorText={w('goodsLoadFailed')}
        onRetry={() => void page.reload()}
      >
        {query.trim() === '' ? (
          <View className="search-mch-goods__hint">{w('searchGoods.hint')}</View>
        ) : found.length === 0 ? (
          <StateView state="empty" emptyText={w('searchGoods.none')} />
        ) : (
          <View className="search-mch-goods__list">
            {found.map((g) => (
              <GoodsItem
                key={g.id}
                goods={g}
                count={cart.countOf(g.id)}
                onPlus={cart.plus}
                onMinus={cart.minus}
                onOpen={(x) => go(mchPage('goodsDel', x.id, { mchId: id }))}
              />
            ))}
          </View>
        )}
        {page.detail && (
          <>
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
