import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { signIn, useSignIn } from '@/queries/account'
import { loadStateOf } from '@/queries/cache'
import { SIGN_IN_REWARDS } from '@lotus/contract/sign-in'
import { monthCells } from './calendar'
import '@/styles/account.scss'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

const WEEK = ['日', '一', '二', '三', '四', '五', '六']

/** Daily sign-in: today's reward, the streak, the month's calendar and tomorrow's reward. */
export default function SignIn() {
  const q = useSignIn()
  const s = q.data
  const sign = useMutation(signIn)
  const busy = sign.busy
  const [got, setGot] = useState<number | null>(null)

  const tap = async () => {
    if (busy || !s || s.signedToday) return
    try {
      const r = await sign.run()
      if (r !== SKIPPED) setGot(r.rewarded)
    } catch {
      // toasted
    }
  }

  const signed = new Set(s?.days.map((d) => d.day) ?? [])
  return (
    <View className="acct sign-in">
      <NavBar title="每日簽到" />
      <StateView
        state={loadStateOf(q)}
        rows={3}
        errorText="簽到資料載入失敗"
        onRetry={() => void q.refetch()}
      >
        {s && (
          <>
            <View className="acct__hero">
              <Text className="acct__hero-title">
                {s.signedToday
                  ? `已連續簽到 ${s.streak} 天`
                  : s.streak > 0
                    ? `已連續簽到 ${s.streak} 天`
                    : '今天還沒簽到'}
              </Text>
              <Text className="acct__hero-sub">我的蜂蜜 {s.honey}</Text>
              <View
                role="button"
                className={`sign-in__btn ${s.signedToday ? 'sign-in__btn--done' : ''}`}
                onClick={() => void tap()}
              >
                {s.signedToday ? '今日已簽到' : `簽到領 ${s.todayReward} 蜂蜜`}
              </View>
              {got !== null && got > 0 && <Text className="acct__hero-sub">簽到成功，獲得 {got} 蜂蜜</Text>}
              <Text className="acct__hero-sub">明天簽到可獲得 {s.tomorrowReward} 蜂蜜，記得回來哦</Text>
            </View>

            <View className="acct__section">
              <Text className="acct__title">{s.month.replace('-', ' 年 ')} 月</Text>
              <View className="sign-in__grid">
                {WEEK.map((w) => (
                  <Text key={w} className="sign-in__week">
                    {w}
                  </Text>
                ))}
                {monthCells(s.month).map((d, i) => (
                  <View
                    key={d ?? `b${i}`}
                    className={`sign-in__day ${d && signed.has(d) ? 'sign-in__day--on' : ''} ${d === s.today ? 'sign-in__day--today' : ''}`}
                    {...(d
                      ? { role: 'img', 'aria-label': signed.has(d) ? `${d} 已簽到` : d }
                      : { 'aria-hidden': 'true' })}
                  >
                    {d ? Number(d.slice(8)) : ''}
                  </View>
                ))}
              </View>
            </View>

            <View className="acct__section">
              <Text className="acct__title">簽到規則</Text>
              <View className="sign-in__rewards">
                {SIGN_IN_REWARDS.map((r, i) => (
                  <View key={i} className="sign-in__reward">
                    <Text>第 {i + 1} 天</Text>
                    <Text className="sign-in__reward-n">+{r}</Text>
                  </View>
                ))}
              </View>
              <Text className="acct__text">
                每天（澳門時間）可簽到一次，連續簽到獎勵遞增，第 8 天起重新計算；中斷後從第 1
                天開始。蜂蜜可在蜂蜜兌換中使用。
              </Text>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
