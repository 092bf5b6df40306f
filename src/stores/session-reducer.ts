import type { User } from '@/services/types'

/** Pure session transitions, tested without rendering (spec §4). */
export interface SessionState {
  token: string
  user: User | null
  /** true once the launch-time token refresh succeeded (or a login just happened) */
  loggedIn: boolean
}

export const initialSession: SessionState = { token: '', user: null, loggedIn: false }

export type SessionEvent =
  | { type: 'login'; token: string; user: User }
  | { type: 'refreshed'; token: string }
  | { type: 'user'; user: User }
  | { type: 'logout' }

export function sessionReducer(s: SessionState, e: SessionEvent): SessionState {
  switch (e.type) {
    case 'login':
      return { token: e.token, user: e.user, loggedIn: true }
    case 'refreshed':
      // a rotated token invalidates what we knew about the user until it is reloaded
      return e.token === s.token ? { ...s, loggedIn: true } : { token: e.token, user: s.user, loggedIn: true }
    case 'user':
      return { ...s, user: e.user }
    case 'logout':
      return initialSession
  }
}

/** What launch must do after refreshToken answered. */
export function afterRefresh(stored: string, refreshed: string): 'relaunch' | 'keep' {
  return refreshed !== stored ? 'relaunch' : 'keep'
}
