import { Text, View } from '@tarojs/components'
import { Icon } from '@/components/icon'
import { arrowDown as iconArrowDown } from '@/components/icon/paths/arrow-down'
import { arrowUp as iconArrowUp } from '@/components/icon/paths/arrow-up'
import type { MarketSort } from '@/services/market'

/** The goods sorts a store offers: tab text, and for the price sorts an arrow icon and a spoken name. */
export const SORTS: ReadonlyArray<{ key: MarketSort; text: string; arrow?: 'up' | 'down'; name?: string }> = [
  { key: 'default', text: '綜合' },
  { key: 'sales', text: '銷量' },
  { key: 'priceAsc', text: '價格', arrow: 'up', name: '價格由低到高' },
  { key: 'priceDesc', text: '價格', arrow: 'down', name: '價格由高到低' },
  { key: 'new', text: '新品' }
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
  return (
    <View
      role="tab"
      aria-selected={on}
      {...(sort.name ? { 'aria-label': sort.name } : {})}
      className={className}
      onClick={() => onPick(sort.key)}
    >
      <Text>{sort.text}</Text>
      {sort.arrow && <Icon d={sort.arrow === 'up' ? iconArrowUp : iconArrowDown} />}
    </View>
  )
}
