import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { useSearchHistory } from '@/hooks/use-search-history'
import { loadStateOf } from '@/queries/cache'
import { useMarketGoodsList } from '@/queries/market'
import type { MarketSort } from '@/services/market'
import { HOT_WORDS } from '@lotus/contract/market'
import { GoodsCard } from '../../components/goods-card'
import { SORTS, SortTab } from '../../components/sort-tab'
import { marketWords } from '../../words'
import './index.scss'

export const MARKET_HISTORY_KEY = 'lotus.searchHistory.supermarket'

/** 搜尋商品: history and hot words until a search is made, then the store's matching goods with a sort. */
export default function SearchGoods() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const mchId = Number(params.mchId ?? 0)
  const [text, setText] = useState(params.keyword ?? '')
  const [keyword, setKeyword] = useState(params.keyword ?? '')
  const [sort, setSort] = useState<MarketSort>('default')
  const { history, add, clear } = useSearchHistory(MARKET_HISTORY_KEY)
  const list = useMarketGoodsList({ mchId: keyword ? mchId : 0, keyword, sort })

  const search = (typed: string) => {
    const word = typed.trim().slice(0, 50)
    setText(word)
    setKeyword(word)
    if (word) add(word)
  }
  const chips = (words: readonly string[]) =>
    words.map((k) => (
      <Text key={k} className="sm-search__chip" onClick={() => search(k)}>
        {k}
      </Text>
    ))

  return (
    <View className="sm-search">
      <NavBar title={w('searchGoods')} />
      <View className="sm-search__bar">
        <Input
          className="sm-search__input"
          aria-label={w('searchKeyword')}
          value={text}
          placeholder={w('searchGoodsHint')}
          confirmType="search"
          onInput={(e) => setText(String(e.detail?.value ?? ''))}
          onConfirm={(e) => search(String(e.detail?.value ?? text))}
        />
        <Text className="sm-search__go" onClick={() => search(text)}>
          {w('search')}
        </Text>
      </View>
      {keyword ? (
        <>
          <View className="sm-search__sorts" role="tablist" aria-label={w('sort')}>
            {SORTS.map((s) => (
              <SortTab
                key={s.key}
                sort={s}
                on={sort === s.key}
                className={`sm-search__sort${sort === s.key ? ' sm-search__sort--on' : ''}`}
                onPick={setSort}
              />
            ))}
          </View>
          <StateView
            state={loadStateOf(list, (d) => d.list.length === 0)}
            rows={3}
            emptyText={w('noGoodsFound')}
            picture="search"
            onRetry={() => void list.refetch()}
          >
            <View className="sm-search__list">
              {list.data?.list.map((g) => (
                <GoodsCard key={g.id} g={g} />
              ))}
            </View>
          </StateView>
        </>
      ) : (
        <View className="sm-search__panel">
          {history.length > 0 && (
            <>
              <View className="sm-search__h">
                <Text>{w('history')}</Text>
                <Text className="sm-search__clear" onClick={clear}>
                  {w('clear')}
                </Text>
              </View>
              <View className="sm-search__chips">{chips(history)}</View>
            </>
          )}
          <View className="sm-search__h">
            <Text>{w('hotSearch')}</Text>
          </View>
          <View className="sm-search__chips">{chips(HOT_WORDS)}</View>
        </View>
      )}
    </View>
  )
}
