import { useCallback, useEffect, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { useMemberInfo } from '@/queries/account'
import { useConfig } from '@/stores/config'
import { useSession } from '@/stores/session'
import { type MemberConfig, parseMemberConfig, plansOfInfo } from './member-config'

/**
 * MEMBER_CFG with a load state: the config store swallows failures, so "not loaded after load" is an error. A
 * signed-in customer's plans come from /v1/member/info, asked for on each visit: the config the app read at launch
 * may predate an operator's price change, and the price shown must be the price the order charges.
 */
export function useMemberConfig(): { state: LoadState; config: MemberConfig | null; retry: () => void } {
  const raw = useConfig((s) => s.config.MEMBER_CFG)
  const loaded = useConfig((s) => s.loaded)
  const [attempted, setAttempted] = useState(loaded)

  const load = useCallback(() => {
    setAttempted(false)
    void useConfig
      .getState()
      .load()
      .finally(() => setAttempted(true))
  }, [])
  useEffect(load, [load])

  const loggedIn = useSession((s) => s.token !== '' && s.user !== null)
  const info = useMemberInfo({ enabled: loggedIn })
  const parsed = parseMemberConfig(raw)
  const fresh = loggedIn ? info.data?.plans : undefined
  const config = parsed && fresh?.length ? { ...parsed, plans: plansOfInfo(fresh) } : parsed
  let state: LoadState = 'ready'
  if (!loaded) state = attempted ? 'error' : 'loading'
  else if (!config || config.plans.length === 0) state = 'empty'
  return { state, config, retry: load }
}
