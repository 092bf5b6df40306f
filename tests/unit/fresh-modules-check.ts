import { expect } from 'vitest'
import { getData, setData } from '@/queries/cache'
import { useSession } from '@/stores/session'

/**
 * Test files share a worker (isolate: false) but not app modules (tests/setup/fresh-modules.ts): two files
 * run this, and the second to run must find the first one's store, cache and logged-in user gone. In the
 * dom project both files run in one thread, one after the other, so the check cannot pass by luck.
 */
export function expectFreshModules(): void {
  const g = globalThis as { __lotusLastSessionStore?: unknown }
  const previous = g.__lotusLastSessionStore
  g.__lotusLastSessionStore = useSession
  if (previous) expect(previous).not.toBe(useSession)
  expect(useSession.getState().loggedIn).toBe(false)
  expect(getData(['fresh-modules'])).toBeUndefined()
  // what a test file leaves behind
  useSession.setState({ loggedIn: true, token: 'left-behind' })
  setData(['fresh-modules'], 'left-behind')
}
