import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGroupMerchants } from '@/queries/group'
import { useLocation } from '@/stores/location'
import { GROUP_CATEGORIES, type GroupCategory } from '@lotus/contract/group'
import { GroupPage, MerchantRow } from '../../components/ui'
import { CATEGORY_WORD, groupWords } from '../../words'

/** 分類 (?category): group merchants of one category, nearest first. */
export default function ClassList() {
  const [category, setCategory] = useState(
    decodeURIComponent(useRouter().params.category ?? GROUP_CATEGORIES[0])
  )
  const chosen = useLocation((s) => s.chosen)
  const w = groupWords.useWords()
  const q = useGroupMerchants({ category, ...(chosen ? { lat: chosen.lat, lng: chosen.lng } : {}) })
  return (
    <GroupPage
      title={category in CATEGORY_WORD ? w(CATEGORY_WORD[category as GroupCategory]) : category}
      state="ready"
    >
      <View className="gp-card gp-chips">
        {GROUP_CATEGORIES.map((c) => (
          <Text
            key={c}
            className={`gp-chip ${c === category ? 'gp-chip--on' : ''}`}
            onClick={() => setCategory(c)}
          >
            {w(CATEGORY_WORD[c])}
          </Text>
        ))}
      </View>
      {/* The category chips stay above an empty or failed list, so the user can switch. */}
      <StateView
        state={loadStateOf(q, (d) => d.list.length === 0)}
        rows={3}
        emptyText={w('class.empty')}
        errorText={w('loadFailed')}
        onRetry={() => void q.refetch()}
      >
        {(q.data?.list ?? []).map((m) => (
          <MerchantRow key={m.id} m={m} />
        ))}
      </StateView>
    </GroupPage>
  )
}
