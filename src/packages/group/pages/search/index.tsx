import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { StateView } from '@/components/state-view'
import { loadStateOf } from '@/queries/cache'
import { useGroupMerchants } from '@/queries/group'
import { useLocation } from '@/stores/location'
import { GroupPage, MerchantRow } from '../../components/ui'
import { groupWords } from '../../words'

/** 搜尋團購: merchants and deals by keyword, nearest first. */
export default function GroupSearch() {
  const [text, setText] = useState('')
  const [keyword, setKeyword] = useState('')
  const chosen = useLocation((s) => s.chosen)
  const w = groupWords.useWords()
  const at = chosen ? { lat: chosen.lat, lng: chosen.lng } : {}
  const q = useGroupMerchants({ keyword, ...at }, keyword !== '')
  return (
    <GroupPage title={w('search.title')} state="ready">
      <View className="gp-card gp-row">
        <Input
          className="gp-input"
          style={{ flex: 1 }}
          aria-label={w('searchHint')}
          placeholder={w('searchHint')}
          value={text}
          confirmType="search"
          onInput={(e) => setText(e.detail.value)}
          onConfirm={() => setKeyword(text.trim())}
        />
        <Text className="gp-btn gp-btn--small" onClick={() => setKeyword(text.trim())}>
          {w('search.go')}
        </Text>
      </View>
      {keyword !== '' && (
        // The search box stays above an empty or failed result, so the user can search again.
        <StateView
          state={loadStateOf(q, (d) => d.list.length === 0)}
          rows={3}
          emptyText={w('search.empty')}
          errorText={w('search.failed')}
          onRetry={() => void q.refetch()}
        >
          {(q.data?.list ?? []).map((m) => (
            <MerchantRow key={m.id} m={m} />
          ))}
        </StateView>
      )}
    </GroupPage>
  )
}
