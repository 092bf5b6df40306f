import { ORDER_PAGES } from '@/components/order-actions/pages'
import { placeMemberOrder, useMemberInfo } from '@/queries/account'
import { formatDate } from '@/utils/time'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import {
  freeDeliveryVoucherText,
  LEVEL_RULE_TEXT,
  MEMBER_PLAN_IDS,
  type MemberPlan as PlanId
} from '@lotus/contract/member'
import { Text, View } from '@tarojs/components'
import { openLoginFrom } from '@/components/account-flow'
import { planPerDay, planSaving } from '@/components/account-member/member-config'
import { useMemberConfig } from '@/components/account-member/use-member-config'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { go, PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { PAY_BRAND_NAMES } from '@lotus/contract/pay-brands'
import { formatMop } from '@lotus/contract/money'
import './grade.scss'
import './grade2.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** This month's coupons and free-delivery vouchers, each under its own heading. */
const MONTH_SECTIONS = [
  { type: 'coupon', title: '本月神會員券', testId: 'member-coupon' },
  { type: 'freeDelivery', title: '本月免配送費券', testId: 'member-free-delivery' }
] as const

const isMemberPlan = (id: string): id is PlanId => (MEMBER_PLAN_IDS as readonly string[]).includes(id)

/**
 * One god-member plan in detail (query id), bought through the cashier (a membership order paid from the
 * wallet or online); the member's state, level and coupons.
 */
export default function Grade2() {
  const id = (usePageParams() as Record<string, string | undefined>).id ?? ''
  const loggedIn = useSession((s) => s.token !== '' && s.user !== null)
  const { state, config, retry } = useMemberConfig()
  const plan = config?.plans.find((p) => p.id === id) ?? config?.plans[0]
  const member = useMemberInfo({ enabled: loggedIn })
  // a retried tap for the same plan is the same membership order
  const attempt = useCheckoutAttempt('member')
  const placing = attempt.busy

  const start = async () => {
    if (!plan || placing || !isMemberPlan(plan.id)) return
    const planId = plan.id
    try {
      const o = await attempt.submit({ plan: planId }, (clientKey) => placeMemberOrder(planId, clientKey))
      if (o) go(withQuery(ORDER_PAGES.pay, { memberOrderId: o.id }))
    } catch {
      // the server's reason was toasted
    }
  }

  return (
    <View className="grade grade2">
      <NavBar title={plan ? `${config?.name ?? '神會員'} · ${plan.name}` : '神會員'} />
      <StateView
        state={state}
        rows={2}
        emptyText="暫無可開通的會員方案"
        errorText="會員方案載入失敗"
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

            {loggedIn && member.data && (
              <View className="grade__section" data-testid="member-state">
                <Text className="grade__section-title">
                  {member.data.active
                    ? `神會員生效中，有效期至 ${formatDate(member.data.endsAt ?? 0, 1)}`
                    : '你還不是神會員'}
                </Text>
                <Text className="grade__rules">
                  Lv.{member.data.level} · 成長值 {member.data.growth}
                  {member.data.toNext !== null ? `，再累積 ${member.data.toNext} 升級` : '，已達最高等級'}
                  {'\n'}
                  {LEVEL_RULE_TEXT}
                </Text>
                {MONTH_SECTIONS.map((sec) => {
                  const list =
                    member.data?.monthCoupons.filter((c) => (c.type ?? 'coupon') === sec.type) ?? []
                  return (
                    list.length > 0 && (
                      <View key={sec.type}>
                        <Text className="grade__section-title">{sec.title}</Text>
                        {list.map((c) => (
                          <Text key={c.id} className="grade__rules" data-testid={sec.testId}>
                            {c.name}
                            {c.type === 'freeDelivery' ? `（${freeDeliveryVoucherText(c.amount)}）` : ''}
                            {c.status === 'used' ? '（已使用）' : c.status === 'expired' ? '（已過期）' : ''}
                            {'\n'}
                          </Text>
                        ))}
                      </View>
                    )
                  )
                })}
              </View>
            )}

            <View className="grade__bar">
              <View className="grade__bar-price">
                <Text className="grade2__notice">
                  應付 {formatMop(plan.price)}（錢包或 {PAY_BRAND_NAMES}）
                </Text>
              </View>
              {loggedIn ? (
                <View className="grade__bar-btn" role="button" onClick={() => void start()}>
                  {member.data?.active ? '立即續費' : '立即開通'}
                </View>
              ) : (
                <View
                  className="grade__bar-btn"
                  role="button"
                  onClick={() => openLoginFrom(withQuery(PAGES.grade2, { id: plan.id }))}
                >
                  登入
                </View>
              )}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
