import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { planPerDay, planSaving } from '@/components/account-member/member-config'
import { useMemberConfig } from '@/components/account-member/use-member-config'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { go, PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { formatMop } from '@lotus/contract/money'
import { growthToNext, LEVEL_RULE_TEXT } from '@lotus/contract/member'
import './grade.scss'

/** Tab 1: god member. Status, plans and benefits from MEMBER_CFG; buying comes with payments. */
export default function Grade() {
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
  const growth = user?.growth
  const toNext = growth === undefined ? null : growthToNext(growth)
  return (
    <View className="grade">
      <NavBar title={config?.name ?? '神會員'} showBack={false} />
      <View className="grade__status">
        <View className="grade__status-main">
          <Text className="grade__status-title">
            {!loggedIn ? '開通神會員 尊享專屬權益' : isGod ? '你已是神會員' : '你還不是神會員'}
          </Text>
          <Text className="grade__status-sub">
            {!loggedIn
              ? '登入後查看你的會員狀態'
              : isGod
                ? `Lv.${user.level} · 權益生效中`
                : `Lv.${user?.level ?? 0} · 開通即享全部權益`}
          </Text>
          {loggedIn && growth !== undefined && (
            <Text className="grade__status-sub">
              成長值 {growth}
              {toNext === null ? '，已達最高等級' : `，再累積 ${toNext} 升級`}
            </Text>
          )}
          <Text className="grade__status-sub">{LEVEL_RULE_TEXT}</Text>
        </View>
        {!loggedIn && (
          <View className="grade__status-btn" onClick={() => openLoginFrom(PAGES.grade)}>
            登入
          </View>
        )}
      </View>

      <StateView
        state={state}
        rows={2}
        emptyText="暫無可開通的會員方案"
        errorText="會員方案載入失敗"
        onRetry={retry}
      >
        {config && plan && (
          <View>
            <View className="grade__section">
              <Text className="grade__section-title">選擇方案</Text>
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
                        省{formatMop(planSaving(p), { trimZeros: true })}
                      </Text>
                    )}
                    <Text className="grade__plan-name">{p.name}</Text>
                    <Text className="grade__plan-price">{formatMop(p.price, { trimZeros: true })}</Text>
                    {p.originalPrice !== null && (
                      <Text className="grade__plan-original">
                        {formatMop(p.originalPrice, { trimZeros: true })}
                      </Text>
                    )}
                    <Text className="grade__plan-days">{p.days}天</Text>
                    <Text className="grade__plan-days">約{formatMop(planPerDay(p))}/天</Text>
                  </View>
                ))}
              </View>
            </View>

            {config.benefits.length > 0 && (
              <View className="grade__section">
                <Text className="grade__section-title">會員權益</Text>
                <View className="grade__benefits">
                  {config.benefits.map((b) => (
                    <View key={b.title} className="grade__benefit">
                      <View className={`grade__benefit-icon grade__benefit-icon--${b.icon}`} />
                      <Text className="grade__benefit-title">{b.title}</Text>
                      <Text className="grade__benefit-desc">{b.desc}</Text>
                    </View>
                  ))}
                </View>
              </View>
            )}

            {config.rules && (
              <View className="grade__section">
                <Text className="grade__section-title">會員規則</Text>
                <Text className="grade__rules">{config.rules}</Text>
              </View>
            )}

            <View className="grade__bar">
              <View className="grade__bar-price">
                <Text>{plan.name} </Text>
                <Text className="grade__bar-amount">{formatMop(plan.price)}</Text>
              </View>
              <View className="grade__bar-btn" role="button" onClick={open}>
                {isGod ? '查看方案' : '開通'}
              </View>
            </View>
          </View>
        )}
      </StateView>
    </View>
  )
}
