import { Text, View } from '@tarojs/components'
import { useShallow } from 'zustand/react/shallow'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralHome } from '@/queries/general'
import { go } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { GoodsRow } from '../../components/goods-row'
import { StoreRow } from '../../components/store-row'
import { gePage } from '../../hooks/paths'
import '../../components/general.scss'

/** 百貨首頁: shop categories (real counts), entries to fruit, discounts and sending wine, seasonal goods, shops. */
export default function GeneralHome() {
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const q = useGeneralHome(point)
  const home = q.data
  return (
    <View className="ge-page ge-home">
      <NavBar
        title="百貨"
        right={
          <Text {...{ role: 'button' }} aria-label="搜尋百貨" onClick={() => go(gePage('search'))}>
            搜尋
          </Text>
        }
      />
      <StateView state={loadStateOf(q)} rows={5} errorText="百貨載入失敗" onRetry={() => void q.refetch()}>
        {home && (
          <>
            <View className="ge-section">
              <Text className="ge-section__title">分類</Text>
              <View className="ge-grid" role="list">
                {home.categories.map((c) => (
                  <View
                    key={c.kind}
                    role="listitem"
                    className="ge-grid__item ge-category"
                    onClick={() => go(gePage('tabClass', { kind: c.kind }))}
                  >
                    <Text>{c.name}</Text>
                    <Text className="ge-grid__sub">
                      {c.storeCount} 間 · {c.goodsCount} 款
                    </Text>
                  </View>
                ))}
                <View className="ge-grid__item ge-entry" onClick={() => go(gePage('fruit'))}>
                  <Text>時令水果</Text>
                  <Text className="ge-grid__sub">按重量 · 按盒</Text>
                </View>
                <View className="ge-grid__item ge-entry" onClick={() => go(gePage('goodsDiscount'))}>
                  <Text>折扣好貨</Text>
                  <Text className="ge-grid__sub">省最多排先</Text>
                </View>
                <View className="ge-grid__item ge-entry" onClick={() => go(gePage('sendingWine'))}>
                  <Text>送酒</Text>
                  <Text className="ge-grid__sub">禮盒 · 心意卡</Text>
                </View>
              </View>
            </View>
            {home.seasonal.length > 0 && (
              <View className="ge-section">
                <Text className="ge-section__title">當造水果</Text>
                {home.seasonal.map((g) => (
                  <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id: g.mchId }))} />
                ))}
              </View>
            )}
            <View className="ge-section">
              <Text className="ge-section__title">附近百貨</Text>
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
