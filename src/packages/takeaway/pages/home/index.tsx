import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { MerchantList, useListPageEvents } from '@/components/merchant-list'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES, withQuery } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { label } from '@/stores/location-reducer'
import { CategoryRow } from '../../components/category-row'
import { SortFilter } from '../../components/sort-filter'
import { TA } from '../../hooks/paths'
import { useCategories } from '../../hooks/use-categories'
import { type MerchantFilters, useTakeawayMerchants } from '../../hooks/use-takeaway-merchants'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { search as iconSearch } from '@/components/icon/paths/search'

export const TAKEAWAY_POS = 'TAKEAWAY_HOME'

/** 外賣首頁: delivery point, search, categories, sort and filters, merchants (infinite, pull to refresh). */
export default function TakeawayHome() {
  const params = usePageParams()
  const place = useLocation((s) => label(s))
  const { categories, state: categoriesState, reload: reloadCategories } = useCategories()
  const [filters, setFilters] = useState<MerchantFilters>({
    sort: 'distance',
    category: params.category || undefined,
    freeDelivery: false,
    hasDiscount: false,
    highRating: false
  })
  const list = useTakeawayMerchants(TAKEAWAY_POS, filters)
  useListPageEvents(list, reloadCategories)
  const categoryName = categories.find((c) => c.key === filters.category)?.name

  return (
    <View className="ta-home">
      <NavBar title="外賣" />
      <View className="ta-home__head">
        <View
          className="ta-home__place"
          role="button"
          aria-label="選擇收貨地址"
          onClick={() => go(PAGES.searchAddress)}
        >
          <Text className="ta-home__place-label">送至</Text>
          <Text className="ta-home__place-text">{place}</Text>
          <Icon className="ta-home__caret" d={iconChevronRight} />
        </View>
        <View
          className="ta-home__search"
          role="button"
          aria-label="搜尋外賣商家"
          onClick={() => go(TA.searchMch)}
        >
          <Icon className="ta-home__glass" d={iconSearch} />
          <Text className="ta-home__placeholder">搜尋商家、美食</Text>
        </View>
      </View>
      {/* the categories' place is kept while they load, so the list below does not jump (issue 8 §11) */}
      {categoriesState === 'loading' ? (
        <View className="category-row category-row--loading" aria-busy="true" />
      ) : (
        categories.length > 0 && (
          <CategoryRow
            categories={categories}
            active={filters.category}
            onPick={(category) => setFilters((f) => ({ ...f, category }))}
            onAll={() => go(withQuery(TA.allClass, { category: filters.category }))}
          />
        )
      )}
      <SortFilter value={filters} onChange={setFilters} />
      <MerchantList
        list={list}
        pos={TAKEAWAY_POS}
        emptyText={categoryName ? `附近暫無${categoryName}商家` : '附近暫無符合條件的外賣商家'}
        title={<Text>{categoryName ?? '附近外賣'}</Text>}
      />
    </View>
  )
}
