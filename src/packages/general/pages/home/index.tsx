import { Text, View } from '@tarojs/components'
import { useShallow } from 'zustand/react/shallow'
import { VerticalBanner } from '@/components/banner/vertical-banner'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralHome } from '@/queries/general'
import { go } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { GoodsRow } from '../../components/goods-row'
import { StoreRow } from '../../components/store-row'
import { kindText } from '../../hooks/goods-text'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 百貨首頁: banners, shop categories (real counts), entries to fruit, discounts and sending wine, seasonal goods, shops. */
export default function GeneralHome() {
  const w = generalWords.useWords()
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const q = useGeneralHome(point)
  const home = q.data
  return (
    <View className="ge-page ge-home">
      <NavBar
        title={w('home.title')}
        right={
          <Text {...{ role: 'button' }} aria-label={w('searchShops')} onClick={() => go(gePage('search'))}>
            {w('search')}
          </Text>
        }
      />
      <VerticalBanner vertical="general" />
      <StateView
        state={loadStateOf(q)}
        rows={5}
        errorText={w('home.failed')}
        onRetry={() => void q.refetch()}
      >
        {home && (
          <>
            <View className="ge-section">
              <Text className="ge-section__title">{w('home.categories')}</Text>
              <View className="ge-grid" role="list">
                {home.categories.map((c) => (
                  <View
                    key={c.kind}
                    role="listitem"
                    className="ge-grid__item ge-category"
                    onClick={() => go(gePage('tabClass', { kind: c.kind }))}
                  >
                    <Text>{kindText(c.kind)}</Text>
                    <Text className="ge-grid__sub">
                      {w('home.counts', { stores: c.storeCount, goods: c.goodsCount })}
                    </Text>
                  </View>
                ))}
                <View className="ge-grid__item ge-entry" onClick={() => go(gePage('fruit'))}>
                  <Text>{w('fruit.title')}</Text>
                  <Text className="ge-grid__sub">{w('home.fruitSub')}</Text>
                </View>
                <View className="ge-grid__item ge-entry" onClick={() => go(gePage('goodsDiscount'))}>
                  <Text>{w('discount.title')}</Text>
                  <Text className="ge-grid__sub">{w('discount.sort')}</Text>
                </View>
                <View className="ge-grid__item ge-entry" onClick={() => go(gePage('sendingWine'))}>
                  <Text>{w('home.wine')}</Text>
                  <Text className="ge-grid__sub">{w('home.wineSub')}</Text>
                </View>
              </View>
            </View>
            {home.seasonal.length > 0 && (
              <View className="ge-section">
                <Text className="ge-section__title">{w('home.seasonal')}</Text>
                {home.seasonal.map((g) => (
                  <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id: g.mchId }))} />
                ))}
              </View>
            )}
            <View className="ge-section">
              <Text className="ge-section__title">{w('home.nearby')}</Text>
              {home.stores.map((s) => (
                <StoreRow key={s.id} s={s} onClick={() => go(gePage('mchInfo', { id: s.id }))} />
              ))}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
