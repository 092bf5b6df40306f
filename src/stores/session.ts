import Taro from '@tarojs/taro'
import { create } from 'zustand'
import { persist } from 'zustand/middleware'
import { setAuthContext } from '@/services/auth-context'
import { isApiError } from '@/services/errors'
import { PAGES } from '@/services/nav'
import * as userApi from '@/services/user'
import type { LoginResult, User } from '@/services/types'
import { persistStorage } from './storage'
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

export const useSession = create<SessionStore>()(
  persist(
    (set, get) => ({
      ...initialSession,
      dispatch: (e) => set((s) => sessionReducer(s, e)),
      loginWith: (r) => get().dispatch({ type: 'login', token: r.token, user: r.user }),
      bootstrap: async () => {
        const stored = get().token
        if (!stored) return
        let refreshed: string
        try {
          refreshed = await userApi.refreshToken()
        } catch (e) {
          if (isApiError(e) && e.code === '401') get().dispatch({ type: 'logout' })
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
        get().dispatch({ type: 'logout' })
        clearUserData()
      }
    }),
    {
      name: 'lotus.session',
      version: 1,
      storage: persistStorage,
      // loggedIn is earned again at every launch by the token refresh
      partialize: (s) => ({ token: s.token, user: s.user })
    }
  )
)

/** Logout clears everything that belongs to the user (the device keeps only its env/privacy choices). */
const userKeyPrefixes: string[] = ['lotus.returnPage', 'lotus.searchHistory', 'lotus.address']
const logoutHandlers: (() => void)[] = []
export function registerUserStorageKey(key: string): void {
  if (!userKeyPrefixes.includes(key)) userKeyPrefixes.push(key)
}
/** Stores holding per-user state in memory (the cart, the group cart) reset themselves here. */
export function onLogout(handler: () => void): void {
  logoutHandlers.push(handler)
}
function clearUserData(): void {
  const keys: string[] = Taro.getStorageInfoSync?.().keys ?? []
  for (const k of new Set([
    ...userKeyPrefixes,
    ...keys.filter((k) => userKeyPrefixes.some((p) => k.startsWith(p)))
  ])) {
    Taro.removeStorageSync(k)
  }
  for (const h of logoutHandlers) h()
}

setAuthContext({
  token: () => useSession.getState().token,
  onUnauthorized: () => useSession.getState().dispatch({ type: 'logout' })
})
