import Taro from '@tarojs/taro'
import { ScrollView, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { Goods, MenuCategory } from '@/services/takeaway'
import { GoodsItem } from '@/components/goods-item'
import { sectionTops, sectionAt } from './scroll-spy'
import './index.scss'

export interface MenuProps {
  categories: MenuCategory[]
  /** cart count per category id (sidebar badges) */
  counts: Record<number, number>
  countOf: (goodsId: number) => number
  onPlus: (g: Goods) => void
  onMinus: (g: Goods) => void
  onOpen: (g: Goods) => void
}

/** Left: categories with cart counts. Right: goods grouped by category; the sidebar follows the scroll. */
export function Menu({ categories, counts, countOf, onPlus, onMinus, onOpen }: MenuProps) {
  const [active, setActive] = useState(0)
  const [target, setTarget] = useState('')
  const scale = (Taro.getSystemInfoSync().windowWidth || 375) / 375
  const tops = useMemo(
    () =>
      sectionTops(
        categories.map((c) => c.goods.length),
        scale
      ),
    [categories, scale]
  )
  return (
    <View className="ta-menu">
      <ScrollView scrollY className="ta-menu__side">
        {categories.map((c, i) => (
          <View
            key={c.id}
            role="tab"
            aria-selected={i === active}
            className={`ta-menu__cat ${i === active ? 'ta-menu__cat--on' : ''}`}
            onClick={() => {
              setActive(i)
              setTarget(`ta-cat-${c.id}`)
            }}
          >
            <Text className="ta-menu__cat-name">{c.name}</Text>
            {(counts[c.id] ?? 0) > 0 && <Text className="ta-menu__cat-count">{counts[c.id]}</Text>}
          </View>
        ))}
      </ScrollView>
      <ScrollView
        scrollY
        className="ta-menu__main"
        scrollIntoView={target}
        scrollWithAnimation
        onScroll={(e) => {
          const i = sectionAt(tops, e.detail.scrollTop)
          if (i !== active) setActive(i)
          if (target) setTarget('')
        }}
      >
        {categories.map((c) => (
          <View key={c.id} id={`ta-cat-${c.id}`} className="ta-menu__section">
            <View className="ta-menu__title">{c.name}</View>
            {c.goods.map((g) => (
              <GoodsItem
                key={g.id}
                goods={g}
                count={countOf(g.id)}
                onPlus={onPlus}
                onMinus={onMinus}
                onOpen={onOpen}
              />
            ))}
          </View>
        ))}
        <View className="ta-menu__end">— 已經到底了 —</View>
      </ScrollView>
    </View>
  )
}
