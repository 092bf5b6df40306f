import { memberBenefitIn } from '@lotus/contract/member'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { placeMemberOrder, useMemberInfo } from '@/queries/account'
import { formatDate } from '@/utils/time'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import {
  freeDeliveryVoucherText,
  LEVEL_THRESHOLDS,
  MEMBER_PLAN_IDS,
  type MemberPlan as PlanId
} from '@lotus/contract/member'
import { Text, View } from '@tarojs/components'
import { openLoginFrom } from '@/components/account-flow'
import { planName, planPerDay, planSaving } from '@/components/account-member/member-config'
import { useMemberConfig } from '@/components/account-member/use-member-config'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { go, PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { PAY_BRAND_NAMES } from '@lotus/contract/pay-brands'
import { currentLocale, operatorText } from '@/i18n'
import { formatMop } from '@lotus/contract/money'
import './grade.scss'
import './grade2.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { gradeWords, levelRuleText } from './words'

/** This month's coupons and free-delivery vouchers, each under its own heading. */
const MONTH_SECTIONS = [
  { type: 'coupon', title: 'monthCoupons', testId: 'member-coupon' },
  { type: 'freeDelivery', title: 'monthFreeDelivery', testId: 'member-free-delivery' }
] as const

const isMemberPlan = (id: string): id is PlanId => (MEMBER_PLAN_IDS as readonly string[]).includes(id)

/**
 * One god-member plan in detail (query id), bought through the cashier (a membership order paid from the
 * wallet or online); the member's state, level and coupons.
 */
export default function Grade2() {
  const w = gradeWords.useWords()
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
      <NavBar
        title={
          plan
            ? w('planTitle', { name: operatorText(config?.name) ?? w('god'), plan: planName(plan) })
            : w('god')
        }
      />
      <StateView state={state} rows={2} emptyText={w('noPlans')} errorText={w('plansFailed')} onRetry={retry}>
        {config && plan && (
          <View>
            <View className="grade2__hero">
              <Text className="grade2__name">{planName(plan)}</Text>
              <View className="grade2__price-row">
                <Text className="grade2__price">{formatMop(plan.price)}</Text>
                {plan.originalPrice !== null && (
                  <Text className="grade2__original">{formatMop(plan.originalPrice)}</Text>
                )}
              </View>
              <Text className="grade2__meta">
                {w('meta', { n: plan.days, amount: formatMop(planPerDay(plan)) })}
                {planSaving(plan) > 0 ? w('metaSave', { amount: formatMop(planSaving(plan)) }) : ''}
              </Text>
            </View>

            <View className="grade__section">
              <Text className="grade__section-title">{w('planBenefits')}</Text>
              {config.benefits.map((b0, i) => {
                const b = memberBenefitIn(b0, currentLocale())
                return (
                  <View key={b.title} className="grade2__benefit">
                    <Text className="grade2__benefit-no">{i + 1}</Text>
                    <View className="grade2__benefit-text">
                      <Text className="grade2__benefit-title">{b.title}</Text>
                      <Text className="grade2__benefit-desc">{b.desc}</Text>
                    </View>
                  </View>
                )
              })}
            </View>

            {config.rules && (
              <View className="grade__section">
                <Text className="grade__section-title">{w('rules')}</Text>
                <Text className="grade__rules">{config.rules}</Text>
              </View>
            )}

            {loggedIn && member.data && (
              <View className="grade__section" data-testid="member-state">
                <Text className="grade__section-title">
                  {member.data.active
                    ? w('activeUntil', { date: formatDate(member.data.endsAt ?? 0, 1) })
                    : w('titleNot')}
                </Text>
                <Text className="grade__rules">
                  {w('level', { level: member.data.level, growth: member.data.growth })}
                  {member.data.toNext !== null ? w('toNext', { n: member.data.toNext }) : w('top')}
                  {'\n'}
                  {levelRuleText(LEVEL_THRESHOLDS)}
                </Text>
                {MONTH_SECTIONS.map((sec) => {
                  const list =
                    member.data?.monthCoupons.filter((c) => (c.type ?? 'coupon') === sec.type) ?? []
                  return (
                    list.length > 0 && (
                      <View key={sec.type}>
                        <Text className="grade__section-title">{w(sec.title)}</Text>
                        {list.map((c) => (
                          <Text key={c.id} className="grade__rules" data-testid={sec.testId}>
                            {c.name}
                            {c.type === 'freeDelivery'
                              ? `（${freeDeliveryVoucherText(c.amount, currentLocale())}）`
                              : ''}
                            {c.status === 'used' ? w('used') : c.status === 'expired' ? w('expired') : ''}
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
                  {w('due', { amount: formatMop(plan.price), brands: PAY_BRAND_NAMES })}
                </Text>
              </View>
              {loggedIn ? (
                <View className="grade__bar-btn" role="button" onClick={() => void start()}>
                  {member.data?.active ? w('renew') : w('joinNow')}
                </View>
              ) : (
                <View
                  className="grade__bar-btn"
                  role="button"
                  onClick={() => openLoginFrom(withQuery(PAGES.grade2, { id: plan.id }))}
                >
                  {w('login')}
                </View>
              )}
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
