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
import { pagesUserWords } from '../../words'

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const

type MonthKey = Extract<Parameters<typeof pagesUserWords.word>[0], `month.${string}`>

/** "2026 年 11 月", "November 2026", "novembro de 2026" of a YYYY-MM month */
function monthTitle(w: typeof pagesUserWords.word, month: string): string {
  const [year = '', mm = ''] = month.split('-')
  return w('signIn.month', { year, month: w(`month.${mm}` as MonthKey) })
}

/** Daily sign-in: today's reward, the streak, the month's calendar and tomorrow's reward. */
export default function SignIn() {
  const w = pagesUserWords.useWords()
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
      <NavBar title={w('signIn.title')} />
      <StateView
        state={loadStateOf(q)}
        rows={3}
        errorText={w('signIn.failed')}
        onRetry={() => void q.refetch()}
      >
        {s && (
          <>
            <View className="acct__hero">
              <Text className="acct__hero-title">
                {s.signedToday || s.streak > 0 ? w('signIn.streak', { n: s.streak }) : w('signIn.notYet')}
              </Text>
              <Text className="acct__hero-sub">{w('signIn.myHoney', { n: s.honey })}</Text>
              <View
                role="button"
                className={`sign-in__btn ${s.signedToday ? 'sign-in__btn--done' : ''}`}
                onClick={() => void tap()}
              >
                {s.signedToday ? w('signIn.done') : w('signIn.do', { n: s.todayReward })}
              </View>
              {got !== null && got > 0 && (
                <Text className="acct__hero-sub">{w('signIn.got', { n: got })}</Text>
              )}
              <Text className="acct__hero-sub">{w('signIn.tomorrow', { n: s.tomorrowReward })}</Text>
            </View>

            <View className="acct__section">
              <Text className="acct__title">{monthTitle(w, s.month)}</Text>
              <View className="sign-in__grid">
                {WEEK.map((d) => (
                  <Text key={d} className="sign-in__week">
                    {w(`week.${d}`)}
                  </Text>
                ))}
                {monthCells(s.month).map((d, i) => (
                  <View
                    key={d ?? `b${i}`}
                    className={`sign-in__day ${d && signed.has(d) ? 'sign-in__day--on' : ''} ${d === s.today ? 'sign-in__day--today' : ''}`}
                    {...(d
                      ? { role: 'img', 'aria-label': signed.has(d) ? w('signIn.signedDay', { day: d }) : d }
                      : { 'aria-hidden': 'true' })}
                  >
                    {d ? Number(d.slice(8)) : ''}
                  </View>
                ))}
              </View>
            </View>

            <View className="acct__section">
              <Text className="acct__title">{w('signIn.rules')}</Text>
              <View className="sign-in__rewards">
                {SIGN_IN_REWARDS.map((r, i) => (
                  <View key={i} className="sign-in__reward">
                    <Text>{w('signIn.dayN', { n: i + 1 })}</Text>
                    <Text className="sign-in__reward-n">+{r}</Text>
                  </View>
                ))}
              </View>
              <Text className="acct__text">{w('signIn.rulesText')}</Text>
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
