import Taro from '@tarojs/taro'
import { useState } from 'react'
import { BottomSheet } from '@/components/bottom-sheet'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { PayPassword } from '@/components/pay-password'
import { purchaseMember, useMemberInfo } from '@/queries/account'
import { useWalletInfo } from '@/queries/wallet'
import { formatDate } from '@/utils/time'
import { MEMBER_PLAN_IDS, type MemberPlan as PlanId } from '@lotus/contract/member'
import { Text, View } from '@tarojs/components'
import { openLoginFrom } from '@/components/account-flow'
import { planPerDay, planSaving } from '@/components/account-member/member-config'
import { useMemberConfig } from '@/components/account-member/use-member-config'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { go, PAGES, withQuery } from '@/services/nav'
import { useSession } from '@/stores/session'
import { formatMop } from '@lotus/contract/money'
import './grade.scss'
import './grade2.scss'
import { usePageParams } from '@/hooks/use-page-params'

const isMemberPlan = (id: string): id is PlanId => (MEMBER_PLAN_IDS as readonly string[]).includes(id)

/** One god-member plan in detail (query id), bought with the wallet; the member's state, level and coupons. */
export default function Grade2() {
  const id = (usePageParams() as Record<string, string | undefined>).id ?? ''
  const loggedIn = useSession((s) => s.token !== '' && s.user !== null)
  const { state, config, retry } = useMemberConfig()
  const plan = config?.plans.find((p) => p.id === id) ?? config?.plans[0]
  const member = useMemberInfo({ enabled: loggedIn })
  const wallet = useWalletInfo({ enabled: loggedIn })
  const [sheetOpen, setSheetOpen] = useState(false)
  const [password, setPassword] = useState('')
  const [paying, setPaying] = useState(false)

  const start = async () => {
    const w = wallet.data ?? (await wallet.refetch())
    if (w && !w.hasPayPassword) {
      const r = await Taro.showModal({
        title: '尚未設置支付密碼',
        content: '使用錢包支付前，請先設置6位數字支付密碼',
        confirmText: '去設置'
      })
      if (r.confirm) go(ORDER_PAGES.setPassword)
      return
    }
    setPassword('')
    setSheetOpen(true)
  }

  const pay = async (pw: string) => {
    if (!plan || paying || !isMemberPlan(plan.id)) return
    setPaying(true)
    try {
      await purchaseMember(plan.id, pw)
      setSheetOpen(false)
      void useSession.getState().reloadUser()
      void Taro.showToast({ title: '開通成功', icon: 'success' })
    } catch {
      setPassword('') // the server's reason was toasted
    } finally {
      setPaying(false)
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
                  {'\n'}等級規則：
                  {member.data.levelRule.map((r) => `Lv.${r.level} ≥ ${r.growth}`).join('，')}（每消費 MOP 1
                  得 1 成長值）
                </Text>
                {member.data.monthCoupons.length > 0 && (
                  <View>
                    <Text className="grade__section-title">本月神會員券</Text>
                    {member.data.monthCoupons.map((c) => (
                      <Text key={c.id} className="grade__rules" data-testid="member-coupon">
                        {c.name}
                        {c.status === 'used' ? '（已使用）' : c.status === 'expired' ? '（已過期）' : ''}
                        {'\n'}
                      </Text>
                    ))}
                  </View>
                )}
              </View>
            )}

            <View className="grade__bar">
              <View className="grade__bar-price">
                <Text className="grade2__notice">錢包支付 {formatMop(plan.price)}</Text>
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
      <BottomSheet open={sheetOpen} title="請輸入支付密碼" onClose={() => setSheetOpen(false)}>
        <View className="grade2__sheet-amount">{plan ? formatMop(plan.price) : ''}</View>
        <PayPassword
          value={password}
          onChange={setPassword}
          onComplete={(v) => void pay(v)}
          disabled={paying}
        />
      </BottomSheet>
    </View>
  )
}
