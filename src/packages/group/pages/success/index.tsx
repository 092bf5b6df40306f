import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage } from '../../components/ui'
import { groupWords } from '../../words'

/** 評價成功 (?mchId). */
export default function EvaluateSuccess() {
  const mchId = Number(useRouter().params.mchId ?? 0)
  const w = groupWords.useWords()
  return (
    <GroupPage title={w('rate.thanksTitle')} state="ready">
      <View className="gp-card">
        <Text className="gp-title lotus-done">{w('rate.thanks')}</Text>
        <Text className="gp-sub">{w('rate.counted')}</Text>
        {mchId > 0 && (
          <Text className="gp-btn" onClick={() => replace(groupPage('evaluateList', { mchId }))}>
            {w('rate.view')}
          </Text>
        )}
      </View>
    </GroupPage>
  )
}
