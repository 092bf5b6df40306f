import { View } from '@tarojs/components'
import type { MerchantSort } from '@/services/takeaway'
import type { MerchantFilters } from '../../hooks/use-takeaway-merchants'
import './index.scss'

export const SORTS: Array<[MerchantSort, string]> = [
  ['smart', '綜合'],
  ['distance', '距離'],
  ['rating', '評分'],
  ['sales', '銷量'],
  ['deliveryFee', '配送費'],
  ['minOrder', '起送價']
]

type Chip = 'freeDelivery' | 'hasDiscount' | 'highRating'
const CHIPS: Array<[Chip, string]> = [
  ['freeDelivery', '免配送費'],
  ['hasDiscount', '有優惠'],
  ['highRating', '4.5分以上']
]

export interface SortFilterProps {
  value: MerchantFilters
  onChange: (f: MerchantFilters) => void
}

/** 綜合/距離/評分/銷量/配送費/起送價, then the filter chips. */
export function SortFilter({ value, onChange }: SortFilterProps) {
  return (
    <View className="sort-filter">
      <View className="sort-filter__sorts" role="tablist" aria-label="排序">
        {SORTS.map(([k, label]) => (
          <View
            key={k}
            role="tab"
            aria-selected={value.sort === k}
            className={`sort-filter__sort ${value.sort === k ? 'sort-filter__sort--on' : ''}`}
            onClick={() => onChange({ ...value, sort: k })}
          >
            {label}
          </View>
        ))}
      </View>
      <View className="sort-filter__chips">
        {CHIPS.map(([k, label]) => (
          <View
            key={k}
            role="checkbox"
            aria-checked={value[k]}
            className={`sort-filter__chip ${value[k] ? 'sort-filter__chip--on' : ''}`}
            onClick={() => onChange({ ...value, [k]: !value[k] })}
          >
            {label}
          </View>
        ))}
      </View>
    </View>
  )
}
