import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { GroupPage } from '../../components/ui'

/** 評價成功 (?mchId). */
export default function EvaluateSuccess() {
  const mchId = Number(useRouter().params.mchId ?? 0)
  return (
    <GroupPage title="評價成功" state="ready">
      <View className="gp-card">
        <Text className="gp-title lotus-done">感謝你的評價</Text>
        <Text className="gp-sub">你的評價已計入商家評分。</Text>
        {mchId > 0 && (
          <Text className="gp-btn" onClick={() => replace(groupPage('evaluateList', { mchId }))}>
            查看評價
          </Text>
        )}
      </View>
    </GroupPage>
  )
}
