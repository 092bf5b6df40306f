import { useRouter } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { openLoginFrom } from '@/components/account-flow'
import { planPerDay, planSaving } from '@/components/account-member/member-config'
import { useMemberConfig } from '@/components/account-member/use-member-config'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { formatMop } from '@lotus/contract/money'
import './grade.scss'
import './grade2.scss'

/** One god-member plan in detail (query id). Online purchase arrives with payments. */
export default function Grade2() {
  const id = (useRouter().params as Record<string, string | undefined>).id ?? ''
  const loggedIn = useSession((s) => s.token !== '' && s.user !== null)
  const { state, config, retry } = useMemberConfig()
  const plan = config?.plans.find((p) => p.id === id) ?? config?.plans[0]

  return (
    <View className="grade grade2">
      <NavBar title={plan ? `${config?.name ?? '神會員'} · ${plan.name}` : '神會員'} />
      <StateView
        state={state}
        rows={2}
        emptyText="暫無可開通的會員方案"
        errorText="會員方案加載失敗"
        onRetry={retry}
      >
        {config && plan && (
          <View>
            <View className="grade2__hero">
              <Text className="grade2__name">{plan.name}</Text>
              <View className="grade2__price-row">
                <Text className="grade2__price">{formatMop(plan.price)}</Text>
                {plan.originalPrice !== null && (
                  <Text className="grade2__original">{formatMop(plan.originalPrice)}</Text>
                )}
              </View>
              <Text className="grade2__meta">
                有效期 {plan.days} 天 · 約{formatMop(planPerDay(plan))}/天
                {planSaving(plan) > 0 ? ` · 立省${formatMop(planSaving(plan))}` : ''}
              </Text>
            </View>

            <View className="grade__section">
              <Text className="grade__section-title">方案包含的權益</Text>
              {config.benefits.map((b, i) => (
                <View key={b.title} className="grade2__benefit">
                  <Text className="grade2__benefit-no">{i + 1}</Text>
                  <View className="grade2__benefit-text">
                    <Text className="grade2__benefit-title">{b.title}</Text>
                    <Text className="grade2__benefit-desc">{b.desc}</Text>
                  </View>
                </View>
              ))}
            </View>

            {config.rules && (
              <View className="grade__section">
                <Text className="grade__section-title">會員規則</Text>
                <Text className="grade__rules">{config.rules}</Text>
              </View>
            )}

            <View className="grade__bar">
              <View className="grade__bar-price">
                <Text className="grade2__notice">開通需使用錢包支付，錢包上線後即可開通</Text>
              </View>
              {loggedIn ? (
                <View className="grade__bar-btn grade2__btn--off" aria-disabled="true">
                  暫未開放
                </View>
              ) : (
                <View
                  className="grade__bar-btn"
                  role="button"
                  onClick={() => openLoginFrom(withQuery(PAGES.grade2, { id: plan.id }))}
                >
                  登錄
                </View>
              )}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
