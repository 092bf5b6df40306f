import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useFruit } from '@/queries/general'
import { go } from '@/services/nav'
import { GoodsRow } from '../../components/goods-row'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

const MONTHS = [
  'month.1',
  'month.2',
  'month.3',
  'month.4',
  'month.5',
  'month.6',
  'month.7',
  'month.8',
  'month.9',
  'month.10',
  'month.11',
  'month.12'
] as const

/** 水果: this month's fruit first, by origin; each sold by weight (price per 500 g) or by box. */
export default function Fruit() {
  const w = generalWords.useWords()
  const [origin, setOrigin] = useState('')
  const q = useFruit(origin)
  const all = useFruit('')
  const f = q.data
  // a month by its name in English and Portuguese (its number in Chinese)
  const monthWord = (m: number) => {
    const key = MONTHS[m - 1]
    return key ? w(key) : m
  }
  return (
    <View className="ge-page ge-fruit">
      <NavBar title={w('fruit.title')} />
      <View className="ge-tabs" role="tablist" aria-label={w('fruit.origin')}>
        {['', ...(all.data?.origins ?? [])].map((o) => (
          <View
            key={o || 'all'}
            role="tab"
            aria-selected={origin === o}
            className={`ge-tab ${origin === o ? 'ge-tab--on' : ''}`}
            onClick={() => setOrigin(o)}
          >
            {o || w('fruit.allOrigins')}
          </View>
        ))}
      </View>
      <StateView
        state={loadStateOf(q, (d) => d.inSeason.length + d.others.length === 0)}
        emptyText={w('fruit.empty')}
        onRetry={() => void q.refetch()}
      >
        {f && (
          <>
            {f.inSeason.length > 0 && (
              <View className="ge-section">
                <Text className="ge-section__title">
                  {w('fruit.inSeason', { month: monthWord(f.month) })}
                </Text>
                {f.inSeason.map((g) => (
                  <GoodsRow key={g.id} g={g} onClick={() => go(gePage('mchInfo', { id: g.mchId }))} />
                ))}
              </View>
            )}
            {f.others.length > 0 && (
              <View className="ge-section">
                <Text className="ge-section__title">{w('fruit.others')}</Text>
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
