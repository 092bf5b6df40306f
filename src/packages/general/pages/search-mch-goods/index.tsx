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
import '../../components/general.scss'

/** 搜尋店內商品: the goods of one general store whose name matches (`?id=<store>`). */
export default function SearchMchGoods() {
  const id = Number(useRouter().params.id ?? 0)
  const store = useGeneralStore(id)
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const q = useGeneralGoods({ mchId: id, keyword }, id > 0 && keyword.length > 0)
  const search = () => setKeyword(text.trim())
  const name = store.data?.store.name ?? ''
  return (
    <View className="ge-page ge-search-mch-goods">
      <NavBar title="搜尋店內商品" />
      <View className="ge-section ge-field">
        <Input
          className="ge-field__input"
          placeholder={name ? `在「${name}」內搜尋` : '搜尋店內商品'}
          value={text}
          confirmType="search"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={search}
        />
        <Text className="ge-choice ge-search__go" onClick={search}>
          搜尋
        </Text>
      </View>
      {keyword ? (
        <StateView
          state={loadStateOf(q, (d) => d.list.length === 0)}
          emptyText={`店內找不到「${keyword}」`}
          errorText="搜尋失敗"
          onRetry={() => void q.refetch()}
        >
          <View className="ge-section">
            <Text className="ge-row__sub">共 {q.data?.total ?? 0} 件商品</Text>
            {q.data?.list.map((g) => (
              <GoodsRow key={g.id} g={g} onClick={() => go(gePage('goodsDel', { id: g.id }))} />
            ))}
          </View>
        </StateView>
      ) : (
        <Text className="ge-note ge-section">輸入商品名稱，例如：蘋果、玫瑰、紅酒</Text>
      )}
    </View>
  )
}
