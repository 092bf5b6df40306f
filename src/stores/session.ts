import Taro from '@tarojs/taro'
import { persist } from 'zustand/middleware'
import { setAuthContext } from '@/services/auth-context'
import { invalidate } from '@/queries/cache'
import { isApiError } from '@/services/errors'
import { PAGES } from '@/services/nav'
import * as userApi from '@/services/user'
import type { LoginResult, User } from '@/services/types'
import { resetIdentity } from './identity'
import { isFiniteNumber, isRecord, persistedWith } from './persisted'
import { createUserStore } from './user-store'
import {
  afterRefresh,
  initialSession,
  type SessionEvent,
  sessionReducer,
  type SessionState
} from './session-reducer'

interface SessionActions {
  dispatch: (e: SessionEvent) => void
  loginWith: (r: LoginResult) => void
  /** launch: refresh the token (spec §4) */
  bootstrap: () => Promise<void>
  reloadUser: () => Promise<User | null>
  logout: () => Promise<void>
}

export type SessionStore = SessionState & SessionActions

/** Per-user by nature: resetIdentity() puts it back to logged-out with every other user store. */
export const useSession = createUserStore<SessionStore>()(
  persist(
    (set, get) => ({
      ...initialSession,
      dispatch: (e) => set((s) => sessionReducer(s, e)),
      loginWith: (r) => {
        // someone else's carts, addresses and cached orders must not show for this user
        if (isOtherUser(get(), r.user)) resetIdentity()
        get().dispatch({ type: 'login', token: r.token, user: r.user })
        // what is on screen was asked for without this token (or for someone else): ask again
        void invalidate([])
      },
      bootstrap: async () => {
        const stored = get().token
        if (!stored) return
        let refreshed: string
        try {
          refreshed = await userApi.refreshToken()
        } catch (e) {
          if (isApiError(e) && e.code === '401') resetIdentity()
          return
        }
        get().dispatch({ type: 'refreshed', token: refreshed })
        if (afterRefresh(stored, refreshed) === 'relaunch') {
          await get().reloadUser()
          void Taro.reLaunch({ url: PAGES.home })
        }
      },
      reloadUser: async () => {
        try {
          const user = await userApi.getUser()
          get().dispatch({ type: 'user', user })
          return user
        } catch {
          return null
        }
      },
      logout: async () => {
        if (get().token) await userApi.logout().catch(() => undefined)
        resetIdentity()
      }
    }),
    persistedWith<SessionStore, StoredSession>({
      name: 'lotus.session',
      // loggedIn is earned again at every launch by the token refresh
      partialize: (s) => ({ token: s.token, user: s.user }),
      isValid: isStoredSession
    })
  )
)

type StoredSession = Pick<SessionState, 'token' | 'user'>

/** A login whose user differs from the one this device still holds (a token or a user left over). */
export function isOtherUser(s: Pick<SessionState, 'token' | 'user'>, next: User): boolean {
  return (s.token !== '' || s.user !== null) && s.user?.id !== next.id
}

// A function declaration, not a const: persist hydrates while the store is being created, above this line.
function isUser(v: unknown): v is User {
  return (
    isRecord(v) &&
    isFiniteNumber(v.id) &&
    typeof v.phone === 'string' &&
    typeof v.nickname === 'string' &&
    typeof v.avatar === 'string'
  )
}

function isStoredSession(v: unknown): v is StoredSession {
  return isRecord(v) && typeof v.token === 'string' && (v.user === null || isUser(v.user))
}

setAuthContext({
  token: () => useSession.getState().token,
  onUnauthorized: () => resetIdentity()
})
