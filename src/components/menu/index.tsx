import { windowWidth } from '@/services/system-info'
import { ScrollView, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import type { Goods, MenuCategory } from '@/services/takeaway'
import { GoodsItem } from '@/components/goods-item'
import { useShownCount } from '@/hooks/use-shown-count'
import { sectionTops, sectionAt } from './scroll-spy'
import './index.scss'
import { goodsWords } from '@/components/goods-item/words'

export interface MenuProps {
  categories: MenuCategory[]
  /** cart count per category id (sidebar badges) */
  counts: Record<number, number>
  countOf: (goodsId: number) => number
  onPlus: (g: Goods) => void
  onMinus: (g: Goods) => void
  onOpen: (g: Goods) => void
  /** the shop is closed: every plus is disabled (issue 8 §7) */
  closed?: boolean
  /** the goods list's scroll offset, as it scrolls (a page header collapses on it) */
  onScrollTop?: (top: number) => void
}

/** Goods rows drawn with the menu's first render (a phone shows about five); the rest follow in a transition. */
const FIRST_ROWS = 6

/** Left: categories with cart counts. Right: goods grouped by category; the sidebar follows the scroll. */
export function Menu({
  categories,
  counts,
  countOf,
  onPlus,
  onMinus,
  onOpen,
  closed,
  onScrollTop
}: MenuProps) {
  const w = goodsWords.useWords()
  const total = useMemo(() => categories.reduce((n, c) => n + c.goods.length, 0), [categories])
  const shown = useShownCount(total, FIRST_ROWS)
  // rows before each section, so a section draws only what is left of `shown`
  const before = useMemo(() => {
    let n = 0
    return categories.map((c) => ((n += c.goods.length), n - c.goods.length))
  }, [categories])
  const [active, setActive] = useState(0)
  const [target, setTarget] = useState('')
  const scale = (windowWidth() || 375) / 375
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
      {/* both lists scroll: a keyboard can reach and scroll them (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <ScrollView
        scrollY
        className="ta-menu__side"
        {...{ role: 'tablist', 'aria-label': w('categories'), tabIndex: 0 }}
      >
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
        {...{ tabIndex: 0 }}
        className="ta-menu__main"
        scrollIntoView={target}
        scrollWithAnimation
        onScroll={(e) => {
          onScrollTop?.(e.detail.scrollTop)
          const i = sectionAt(tops, e.detail.scrollTop)
          if (i !== active) setActive(i)
          if (target) setTarget('')
        }}
      >
        {categories.map((c, i) => (
          <View key={c.id} id={`ta-cat-${c.id}`} className="ta-menu__section">
            <View className="ta-menu__title">{c.name}</View>
            {c.goods.slice(0, Math.max(0, shown - before[i]!)).map((g) => (
              <GoodsItem
                key={g.id}
                goods={g}
                count={countOf(g.id)}
                onPlus={onPlus}
                onMinus={onMinus}
                onOpen={onOpen}
                closed={closed}
              />
            ))}
          </View>
        ))}
        <View className="ta-menu__end">{w('end')}</View>
      </ScrollView>
    </View>
  )
}
