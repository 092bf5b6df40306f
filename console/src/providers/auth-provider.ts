import type { AuthProvider } from '@refinedev/core'
import type { StaffStage } from '@lotus/contract/staff'
import { fetchMe, forgetMe, StaffApiError, staffApi } from '../api'
import { translate } from './i18n-provider'

/** Where a session not yet done goes: its second factor's enrolment, or the change of a password it was given. */
const STAGE_PAGES: Partial<Record<StaffStage, string>> = { enrol: '/enrol', password: '/password' }

/**
 * Refine's view of the staff session. The login and enrolment pages run the password, code and enrolment calls
 * themselves (each answer says what comes next, with the server's message) and call `login({})` once the server
 * has made the session whole, so Refine's own state (who is logged in, the menu) follows and it goes home.
 */
export const authProvider: AuthProvider = {
  async login() {
    try {
      forgetMe()
      const me = await fetchMe()
      if (!me)
        return {
          success: false,
          error: { name: 'STAFF_UNAUTHORIZED', message: translate('errors.loginAgain') }
        }
      return { success: true, redirectTo: STAGE_PAGES[me.stage] ?? '/' }
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      return { success: false, error: { name: err instanceof StaffApiError ? err.code : 'ERROR', message } }
    }
  },
  async logout() {
    await staffApi('POST', '/logout').catch(() => undefined)
    forgetMe()
    return { success: true, redirectTo: '/login' }
  },
  async check() {
    const me = await fetchMe().catch(() => null)
    if (me?.stage === 'done') return { authenticated: true }
    const page = me && STAGE_PAGES[me.stage]
    if (page) return { authenticated: false, redirectTo: page }
    return { authenticated: false, redirectTo: '/login', logout: true }
  },
  async onError(error: unknown) {
    if (error instanceof StaffApiError && error.code === 'STAFF_UNAUTHORIZED') {
      forgetMe()
      return { logout: true, redirectTo: '/login', error }
    }
    if (error instanceof StaffApiError && error.code === 'STAFF_PASSWORD_CHANGE_REQUIRED') {
      forgetMe()
      return { redirectTo: '/password', error }
    }
    return {}
  },
  getIdentity: () => fetchMe(),
  getPermissions: async () => (await fetchMe())?.role ?? null
}
