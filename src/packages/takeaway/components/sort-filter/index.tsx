import { Text, View } from '@tarojs/components'
import type { MerchantSort } from '@/services/takeaway'
import { type MerchantFilters, MIN_STAR_FILTER } from '../../hooks/use-takeaway-merchants'
import './index.scss'
import { useWords } from '../../words'

export const SORTS: MerchantSort[] = ['smart', 'distance', 'rating', 'sales', 'deliveryFee', 'minOrder']

type Chip = 'freeDelivery' | 'hasDiscount' | 'highRating'
const CHIPS: Chip[] = ['freeDelivery', 'hasDiscount', 'highRating']

export interface SortFilterProps {
  value: MerchantFilters
  onChange: (f: MerchantFilters) => void
}

/** 綜合/距離/評分/銷量/配送費/起送價, then the filter chips. */
export function SortFilter({ value, onChange }: SortFilterProps) {
  const w = useWords()
  const chipLabel = (k: Chip) =>
    k === 'freeDelivery'
      ? w('freeDelivery')
      : k === 'hasDiscount'
        ? w('chip.hasDiscount')
        : w('chip.highRating', { star: MIN_STAR_FILTER })
  return (
    <View className="sort-filter">
      <View className="sort-filter__sorts" role="tablist" aria-label={w('sort.label')}>
        {SORTS.map((k) => (
          <View
            key={k}
            role="tab"
            aria-selected={value.sort === k}
            className={`sort-filter__sort ${value.sort === k ? 'sort-filter__sort--on' : ''}`}
            onClick={() => onChange({ ...value, sort: k })}
          >
            <Text className="sort-filter__label">{w(`sort.${k}`)}</Text>
          </View>
        ))}
      </View>
      <View className="sort-filter__chips">
        {CHIPS.map((k) => (
          <View
            key={k}
            role="checkbox"
            aria-checked={value[k]}
            className={`sort-filter__chip ${value[k] ? 'sort-filter__chip--on' : ''}`}
            onClick={() => onChange({ ...value, [k]: !value[k] })}
          >
            {chipLabel(k)}
          </View>
        ))}
      </View>
    </View>
  )
}
