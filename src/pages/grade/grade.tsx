import { memberBenefitIn } from '@lotus/contract/member'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { planName, planPerDay, planSaving } from '@/components/account-member/member-config'
import { useMemberConfig } from '@/components/account-member/use-member-config'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { go, PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { formatMop } from '@lotus/contract/money'
import { growthToNext, LEVEL_THRESHOLDS } from '@lotus/contract/member'
import './grade.scss'
import { gradeWords, levelRuleText } from './words'
import { useTabBarWords } from '@/hooks/use-tab-bar-words'
import { currentLocale, operatorText } from '@/i18n'

/** Tab 1: god member. Status, plans and benefits from MEMBER_CFG; buying comes with payments. */
export default function Grade() {
  useTabBarWords()
  const user = useSession((s) => s.user)
  const loggedIn = useSession((s) => s.token !== '' && s.user !== null)
  const { state, config, retry } = useMemberConfig()
  const [chosen, setChosen] = useState<string | null>(null)

  const plans = config?.plans ?? []
  const plan = plans.find((p) => p.id === chosen) ?? plans[0]

  const open = () => {
    if (!plan) return
    if (!loggedIn) openLoginFrom(PAGES.grade)
    else go(withQuery(PAGES.grade2, { id: plan.id }))
  }

  const isGod = user?.mtype === 1
  const w = gradeWords.useWords()
  const growth = user?.growth
  const toNext = growth === undefined ? null : growthToNext(growth)
  return (
    <View className="grade">
      <NavBar title={operatorText(config?.name) ?? w('god')} showBack={false} />
      <View className="grade__status">
        <View className="grade__status-main">
          <Text className="grade__status-title">
            {!loggedIn ? w('titleOut') : isGod ? w('titleGod') : w('titleNot')}
          </Text>
          <Text className="grade__status-sub">
            {!loggedIn
              ? w('subOut')
              : isGod
                ? w('subGod', { level: user.level })
                : w('subNot', { level: user?.level ?? 0 })}
          </Text>
          {loggedIn && growth !== undefined && (
            <Text className="grade__status-sub">
              {w('growth', { growth })}
              {toNext === null ? w('top') : w('toNext', { n: toNext })}
            </Text>
          )}
          <Text className="grade__status-sub">{levelRuleText(LEVEL_THRESHOLDS)}</Text>
        </View>
        {!loggedIn && (
          <View className="grade__status-btn" onClick={() => openLoginFrom(PAGES.grade)}>
            {w('login')}
          </View>
        )}
      </View>

      <StateView state={state} rows={2} emptyText={w('noPlans')} errorText={w('plansFailed')} onRetry={retry}>
        {config && plan && (
          <View>
            <View className="grade__section">
              <Text className="grade__section-title">{w('choosePlan')}</Text>
              <View className="grade__plans">
                {plans.map((p) => (
                  <View
                    key={p.id}
                    role="radio"
                    aria-checked={p.id === plan.id}
                    className={`grade__plan ${p.id === plan.id ? 'grade__plan--on' : ''}`}
                    onClick={() => setChosen(p.id)}
                  >
                    {planSaving(p) > 0 && (
                      <Text className="grade__plan-tag">
                        {w('save', { amount: formatMop(planSaving(p), { trimZeros: true }) })}
                      </Text>
                    )}
                    <Text className="grade__plan-name">{planName(p)}</Text>
                    <Text className="grade__plan-price">{formatMop(p.price, { trimZeros: true })}</Text>
                    {p.originalPrice !== null && (
                      <Text className="grade__plan-original">
                        {formatMop(p.originalPrice, { trimZeros: true })}
                      </Text>
                    )}
                    <Text className="grade__plan-days">{w('days', { n: p.days })}</Text>
                    <Text className="grade__plan-days">
                      {w('perDay', { amount: formatMop(planPerDay(p)) })}
                    </Text>
                  </View>
                ))}
              </View>
            </View>

            {config.benefits.length > 0 && (
              <View className="grade__section">
                <Text className="grade__section-title">{w('benefits')}</Text>
                <View className="grade__benefits">
                  {config.benefits.map((b0) => {
                    const b = memberBenefitIn(b0, currentLocale())
                    return (
                      <View key={b.title} className="grade__benefit">
                        <View className={`grade__benefit-icon grade__benefit-icon--${b.icon}`} />
                        <Text className="grade__benefit-title">{b.title}</Text>
                        <Text className="grade__benefit-desc">{b.desc}</Text>
                      </View>
                    )
                  })}
                </View>
              </View>
            )}

            {config.rules && (
              <View className="grade__section">
                <Text className="grade__section-title">{w('rules')}</Text>
                <Text className="grade__rules">{config.rules}</Text>
              </View>
            )}

            <View className="grade__bar">
              <View className="grade__bar-price">
                <Text>{planName(plan)} </Text>
                <Text className="grade__bar-amount">{formatMop(plan.price)}</Text>
              </View>
              <View className="grade__bar-btn" role="button" onClick={open}>
                {isGod ? w('viewPlan') : w('join')}
              </View>
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
