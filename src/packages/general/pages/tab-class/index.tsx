import { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { GENERAL_KINDS, type GeneralKind } from '@lotus/contract/general'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGeneralStores } from '@/queries/general'
import { go } from '@/services/nav'
import { useLocation } from '@/stores/location'
import { effectivePoint } from '@/stores/location-reducer'
import { StoreRow } from '../../components/store-row'
import { kindText } from '../../hooks/goods-text'
import { gePage } from '../../hooks/paths'
import { generalWords } from '../../words'
import '../../components/general.scss'

const isKind = (k: string | undefined): k is GeneralKind => GENERAL_KINDS.includes(k as GeneralKind)

/** 分類: the shops of one kind (生果, 花店, 餅店, 酒行, 禮品), nearest first. */
export default function TabClass() {
  const w = generalWords.useWords()
  const param = useRouter().params.kind
  const [kind, setKind] = useState<GeneralKind>(isKind(param) ? param : 'fruit')
  const point = useLocation(useShallow((s) => effectivePoint(s)))
  const q = useGeneralStores(kind, '', point)
  return (
    <View className="ge-page ge-tab-class">
      <NavBar title={w('home.categories')} />
      <View className="ge-tabs" role="tablist">
        {GENERAL_KINDS.map((k) => (
          <View
            key={k}
            role="tab"
            aria-selected={kind === k}
            className={`ge-tab ${kind === k ? 'ge-tab--on' : ''}`}
            onClick={() => setKind(k)}
          >
            {kindText(k)}
          </View>
        ))}
      </View>
      <StateView
        state={loadStateOf(q, (d) => d.list.length === 0)}
        emptyText={w('tabClass.empty')}
        onRetry={() => void q.refetch()}
      >
        <View className="ge-section">
          {q.data?.list.map((s) => (
            <StoreRow key={s.id} s={s} onClick={() => go(gePage('mchInfo', { id: s.id }))} />
          ))}
        </View>
      </StateView>
    </View>
  )
}
