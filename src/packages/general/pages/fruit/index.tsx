import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useFruit } from '@/queries/general'
import { go } from '@/services/nav'
import { GoodsRow } from '../../components/goods-row'
import { gePage } from '../../hooks/paths'
import '../../components/general.scss'

/** 水果: this month's fruit first, by origin; each sold by weight (price per 500 g) or by box. */
export default function Fruit() {
  const [origin, setOrigin] = useState('')
  const q = useFruit(origin)
  const all = useFruit('')
  const f = q.data
  return (
    <View className="ge-page ge-fruit">
      <NavBar title="時令水果" />
      <View className="ge-tabs" role="tablist" aria-label="產地">
        {['', ...(all.data?.origins ?? [])].map((o) => (
          <View
            key={o || 'all'}
            role="tab"
            aria-selected={origin === o}
            className={`ge-tab ${origin === o ? 'ge-tab--on' : ''}`}
            onClick={() => setOrigin(o)}
          >
            {o || '全部產地'}
          </View>
        ))}
      </View>
      <StateView
        state={loadStateOf(q, (d) => d.inSeason.length + d.others.length === 0)}
        emptyText="暫無此產地的水果"
        onRetry={() => void q.refetch()}
      >
        {f && (
          <>
            {f.inSeason.length > 0 && (
              <View className="ge-section">
                <Text className="ge-section__title">{f.month} 月當造</Text>
                {f.inSeason.map((g) => (
                  <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id: g.mchId }))} />
                ))}
              </View>
            )}
            {f.others.length > 0 && (
              <View className="ge-section">
                <Text className="ge-section__title">其他季節</Text>
                {f.others.map((g) => (
                  <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id: g.mchId }))} />
                ))}
              </View>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
