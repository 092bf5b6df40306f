import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useTimeFees } from '@/queries/merchant'
import { formatMop } from '@lotus/contract/money'
import { activityText, activityTitle } from '../../hooks/activity-text'
import { useMerchant } from '../../hooks/use-merchant'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 店內活動: each activity explained, and the delivery fee by time of day. */
export default function ActivityDel() {
  const id = Number(usePageParams().id ?? 0)
  const { detail, state, reload } = useMerchant(id, { withMenu: false })
  const fees = useTimeFees(id).data ?? []
  return (
    <View className="activity-del">
      <NavBar title="優惠活動" />
      <StateView state={state} rows={3} errorText="載入失敗" onRetry={() => void reload()}>
        {detail && (
          <>
            <View className="activity-del__mch">{detail.name}</View>
            {detail.activities.length === 0 ? (
              <StateView state="empty" emptyText="本店暫無優惠活動" />
            ) : (
              detail.activities.map((a) => (
                <View key={`${a.type}-${a.label}`} className="activity-del__card">
                  <View className="activity-del__head">
                    <Text className={`activity-del__badge activity-del__badge--${a.type}`}>
                      {activityTitle(a)}
                    </Text>
                    <Text className="activity-del__label">{a.label}</Text>
                  </View>
                  <Text className="activity-del__text">{activityText(a)}</Text>
                </View>
              ))
            )}
            {fees.length > 0 && (
              <View className="activity-del__card">
                <Text className="activity-del__h">配送費說明</Text>
                {fees.map((f) => (
                  <View key={`${f.start}-${f.end}`} className="activity-del__fee">
                    <Text>
                      {f.start}–{f.end} {f.label}
                    </Text>
                    <Text>
                      {mop(f.baseFee)}
                      {f.perKmFee > 0 ? `，${f.freeKm}公里外每公里+${mop(f.perKmFee)}` : ''}
                    </Text>
                  </View>
                ))}
              </View>
            )}
            <View className="activity-del__note">
              優惠以下單時購物車計算為準，優惠券與紅包每單各限用一張。
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
