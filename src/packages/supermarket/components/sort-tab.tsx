import { Text, View } from '@tarojs/components'
import { Icon } from '@/components/icon'
import { arrowDown as iconArrowDown } from '@/components/icon/paths/arrow-down'
import { arrowUp as iconArrowUp } from '@/components/icon/paths/arrow-up'
import type { MarketSort } from '@/services/market'
import { marketWords } from '../words'

type SortWord = 'sort.default' | 'sort.sales' | 'sort.price' | 'sort.priceAsc' | 'sort.priceDesc' | 'sort.new'

/** The goods sorts a store offers: tab text, and for the price sorts an arrow icon and a spoken name (words' keys). */
export const SORTS: ReadonlyArray<{
  key: MarketSort
  text: SortWord
  arrow?: 'up' | 'down'
  name?: SortWord
}> = [
  { key: 'default', text: 'sort.default' },
  { key: 'sales', text: 'sort.sales' },
  { key: 'priceAsc', text: 'sort.price', arrow: 'up', name: 'sort.priceAsc' },
  { key: 'priceDesc', text: 'sort.price', arrow: 'down', name: 'sort.priceDesc' },
  { key: 'new', text: 'sort.new' }
]

/** One sort tab of a goods list. */
export function SortTab({
  sort,
  on,
  className,
  onPick
}: {
  sort: (typeof SORTS)[number]
  on: boolean
  className: string
  onPick: (s: MarketSort) => void
}) {
  const w = marketWords.useWords()
  return (
    <View
      role="tab"
      aria-selected={on}
      {...(sort.name ? { 'aria-label': w(sort.name) } : {})}
      className={className}
      onClick={() => onPick(sort.key)}
    >
      <Text>{w(sort.text)}</Text>
      {sort.arrow && <Icon d={sort.arrow === 'up' ? iconArrowUp : iconArrowDown} />}
    </View>
  )
}
