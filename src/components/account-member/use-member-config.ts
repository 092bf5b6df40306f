import { useCallback, useEffect, useState } from 'react'
import type { LoadState } from '@/components/state-view'
import { useConfig } from '@/stores/config'
import { type MemberConfig, parseMemberConfig } from './member-config'

/** MEMBER_CFG with a load state: the config store swallows failures, so "not loaded after load" is an error. */
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

  const config = parseMemberConfig(raw)
  let state: LoadState = 'ready'
  if (!loaded) state = attempted ? 'error' : 'loading'
  else if (!config || config.plans.length === 0) state = 'empty'
  return { state, config, retry: load }
}
