import { View } from '@tarojs/components'
import { useState } from 'react'
import { MerchantList, useListPageEvents } from '@/components/merchant-list'
import { NavBar } from '@/components/nav-bar'
import { useSearchHistory } from '@/hooks/use-search-history'
import { useTakeawayHotWords } from '@/queries/menu'
import { SearchInput, SearchPanel } from '../../components/search-panel'
import { SortFilter } from '../../components/sort-filter'
import { type MerchantFilters, useTakeawayMerchants } from '../../hooks/use-takeaway-merchants'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

export const TAKEAWAY_HISTORY_KEY = 'lotus.searchHistory.takeaway'
const POS = 'TAKEAWAY_SEARCH'

/** 搜尋外賣: history and hot words until a search is made, then matching takeaway merchants. */
export default function SearchMch() {
  const params = usePageParams() as { keyword?: string }
  const [text, setText] = useState(params.keyword ?? '')
  const w = useWords()
  const [filters, setFilters] = useState<MerchantFilters>({
    sort: 'smart',
    keyword: params.keyword?.trim() ?? '',
    freeDelivery: false,
    hasDiscount: false,
    highRating: false
  })
  const { history, add, clear } = useSearchHistory(TAKEAWAY_HISTORY_KEY)
  const hot = useTakeawayHotWords().data ?? []
  const keyword = filters.keyword ?? ''
  const list = useTakeawayMerchants(POS, filters, keyword !== '')
  useListPageEvents(list)

  const search = (s: string) => {
    const word = s.trim()
    setText(word)
    setFilters((f) => ({ ...f, keyword: word }))
    if (word) add(word)
  }

  return (
    <View className="search-mch">
      <NavBar title={w('searchMch.title')} />
      <SearchInput
        text={text}
        placeholder={w('home.searchPlaceholder')}
        autoFocus={!params.keyword}
        onText={(t) => {
          setText(t)
          if (!t) setFilters((f) => ({ ...f, keyword: '' }))
        }}
        onSearch={search}
      />
      {keyword ? (
        <>
          <SortFilter value={filters} onChange={setFilters} />
          <MerchantList list={list} pos={POS} emptyText={w('searchMch.none')} />
        </>
      ) : (
        <SearchPanel history={history} hot={hot} onPick={search} onClear={clear} />
      )}
    </View>
  )
}
