import { useRouter } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralGoods, useGeneralStore } from '@/queries/general'
import { go } from '@/services/nav'
import { GoodsRow } from '../../components/goods-row'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

/** 搜尋店內商品: the goods of one general store whose name matches (`?id=<store>`). */
export default function SearchMchGoods() {
  const w = generalWords.useWords()
  const id = Number(useRouter().params.id ?? 0)
  const store = useGeneralStore(id)
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const q = useGeneralGoods({ mchId: id, keyword }, id > 0 && keyword.length > 0)
  const search = () => setKeyword(text.trim())
  const name = store.data?.store.name ?? ''
  return (
    <View className="ge-page ge-search-mch-goods">
      <NavBar title={w('shop.searchGoods')} />
      <View className="ge-section ge-field">
        <Input
          className="ge-field__input"
          placeholder={name ? w('searchShop.placeholderIn', { name }) : w('shop.searchGoods')}
          value={text}
          confirmType="search"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={search}
        />
        <Text className="ge-choice ge-search__go" onClick={search}>
          {w('search')}
        </Text>
      </View>
      {keyword ? (
        <StateView
          state={loadStateOf(q, (d) => d.list.length === 0)}
          emptyText={w('searchShop.none', { keyword })}
          errorText={w('searchShop.failed')}
          onRetry={() => void q.refetch()}
        >
          <View className="ge-section">
            <Text className="ge-row__sub">{w('searchShop.total', { n: q.data?.total ?? 0 })}</Text>
            {q.data?.list.map((g) => (
              <GoodsRow key={g.id} g={g} onClick={() => go(gePage('goodsDel', { id: g.id }))} />
            ))}
          </View>
        </StateView>
      ) : (
        <Text className="ge-note ge-section">{w('searchShop.hint')}</Text>
      )}
    </View>
  )
}
