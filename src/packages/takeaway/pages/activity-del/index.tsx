import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useTimeFees } from '@/queries/merchant'
import { formatMop } from '@lotus/contract/money'
import { activityText, activityTitle } from '../../hooks/activity-text'
import { useMerchant } from '../../hooks/use-merchant'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { useWords } from '../../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 店內活動: each activity explained, and the delivery fee by time of day. */
export default function ActivityDel() {
  const id = Number(usePageParams().id ?? 0)
  const { detail, state, reload } = useMerchant(id, { withMenu: false })
  const fees = useTimeFees(id).data ?? []
  const w = useWords()
  return (
    <View className="activity-del">
      <NavBar title={w('offers')} />
      <StateView state={state} rows={3} errorText={w('loadFailed')} onRetry={() => void reload()}>
        {detail && (
          <>
            <View className="activity-del__mch">{detail.name}</View>
            {detail.activities.length === 0 ? (
              <StateView state="empty" emptyText={w('actDel.none')} />
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
                <Text className="activity-del__h">{w('actDel.fees')}</Text>
                {fees.map((f) => (
                  <View key={`${f.start}-${f.end}`} className="activity-del__fee">
                    <Text>
                      {f.start}–{f.end} {f.label}
                    </Text>
                    <Text>
                      {mop(f.baseFee)}
                      {f.perKmFee > 0 ? w('actDel.perKm', { km: f.freeKm, fee: mop(f.perKmFee) }) : ''}
                    </Text>
                  </View>
                ))}
              </View>
            )}
            <View className="activity-del__note">{w('actDel.note')}</View>
          </>
        )}
      </StateView>
    </View>
  )
}
