import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGroupMerchants } from '@/queries/group'
import { useLocation } from '@/stores/location'
import { GROUP_CATEGORIES } from '@lotus/contract/group'
import { GroupPage, MerchantRow } from '../../components/ui'

/** 分類 (?category): group merchants of one category, nearest first. */
export default function ClassList() {
  const [category, setCategory] = useState(decodeURIComponent(useRouter().params.category ?? '美食'))
  const chosen = useLocation((s) => s.chosen)
  const q = useGroupMerchants({ category, ...(chosen ? { lat: chosen.lat, lng: chosen.lng } : {}) })
  return (
    <GroupPage title={category} state="ready">
      <View className="gp-card gp-chips">
        {GROUP_CATEGORIES.map((c) => (
          <Text
            key={c}
            className={`gp-chip ${c === category ? 'gp-chip--on' : ''}`}
            onClick={() => setCategory(c)}
          >
            {c}
          </Text>
        ))}
      </View>
      {/* The category chips stay above an empty or failed list, so the user can switch. */}
      <StateView
        state={loadStateOf(q, (d) => d.list.length === 0)}
        rows={3}
        emptyText="此分類暫無商家"
        errorText="載入失敗"
        onRetry={() => void q.refetch()}
      >
        {(q.data?.list ?? []).map((m) => (
          <MerchantRow key={m.id} m={m} />
        ))}
      </StateView>
    </GroupPage>
  )
}
