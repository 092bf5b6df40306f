import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralGoods } from '@/queries/general'
import { go } from '@/services/nav'
import { GoodsRow } from '../../components/goods-row'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 搜尋: goods of every general shop by name (with ?mchId= the search of one shop). */
export default function GeneralSearch() {
  const w = generalWords.useWords()
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const q = useGeneralGoods({ keyword }, keyword.length > 0)
  return (
    <View className="ge-page ge-search">
      <NavBar title={w('searchShops')} />
      <View className="ge-section ge-field">
        <Input
          className="ge-field__input"
          placeholder={w('search.placeholder')}
          value={text}
          confirmType="search"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => setKeyword(text.trim())}
        />
        <Text className="ge-choice ge-search__go" onClick={() => setKeyword(text.trim())}>
          {w('search')}
        </Text>
      </View>
      {keyword && (
        <StateView
          state={loadStateOf(q, (d) => d.list.length === 0)}
          emptyText={w('search.empty')}
          onRetry={() => void q.refetch()}
        >
          <View className="ge-section">
            {q.data?.list.map((g) => (
              <GoodsRow key={g.id} g={g} onClick={() => go(gePage('goodsDel', { id: g.id }))} />
            ))}
          </View>
        </StateView>
      )}
    </View>
  )
}
