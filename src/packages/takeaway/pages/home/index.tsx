import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Banner } from '@/components/banner'
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
import { useWords } from '../../words'
import { useVerticalBanners } from '@/queries/ads'

export const TAKEAWAY_POS = 'TAKEAWAY_HOME'

/** 外賣首頁: delivery point, search, banners, categories, sort and filters, merchants (infinite, pull to refresh). */
export default function TakeawayHome() {
  const params = usePageParams()
  const place = useLocation((s) => label(s))
  const w = useWords()
  const { categories, state: categoriesState, reload: reloadCategories } = useCategories()
  const [filters, setFilters] = useState<MerchantFilters>({
    sort: 'distance',
    category: params.category || undefined,
    freeDelivery: false,
    hasDiscount: false,
    highRating: false
  })
  const list = useTakeawayMerchants(TAKEAWAY_POS, filters)
  const banners = useVerticalBanners('takeaway')
  // Banners and categories stand above the list, their height known only once they answer (none, one row or two,
  // names wrapping in English and Portuguese): one loading shape holds the place of all of it until both have, so
  // nothing the user sees moves when they come (issue 8 §11). The merchants are asked for meanwhile.
  const headReady = categoriesState !== 'loading' && !banners.isLoading
  useListPageEvents(list, reloadCategories)
  const categoryName = categories.find((c) => c.key === filters.category)?.name

  return (
    <View className="ta-home">
      <NavBar title={w('home.title')} />
      <View className="ta-home__head">
        <View
          className="ta-home__place"
          role="button"
          aria-label={w('home.choosePlace')}
          onClick={() => go(PAGES.searchAddress)}
        >
          <Text className="ta-home__place-label">{w('home.deliverTo')}</Text>
          <Text className="ta-home__place-text">{place}</Text>
          <Icon className="ta-home__caret" d={iconChevronRight} />
        </View>
        <View
          className="ta-home__search"
          role="button"
          aria-label={w('home.search')}
          onClick={() => go(TA.searchMch)}
        >
          <Icon className="ta-home__glass" d={iconSearch} />
          <Text className="ta-home__placeholder">{w('home.searchPlaceholder')}</Text>
        </View>
      </View>
      {!headReady ? (
        <View className="ta-home__loading" aria-busy="true" />
      ) : (
        <>
          <Banner ads={banners.data ?? []} pos={TAKEAWAY_POS} />
          {categories.length > 0 && (
            <CategoryRow
              categories={categories}
              active={filters.category}
              onPick={(category) => setFilters((f) => ({ ...f, category }))}
              onAll={() => go(withQuery(TA.allClass, { category: filters.category }))}
            />
          )}
          <SortFilter value={filters} onChange={setFilters} />
          <MerchantList
            list={list}
            pos={TAKEAWAY_POS}
            emptyText={categoryName ? w('home.emptyCategory', { name: categoryName }) : w('home.empty')}
            title={<Text>{categoryName ?? w('home.nearby')}</Text>}
          />
        </>
      )}
    </View>
  )
}
