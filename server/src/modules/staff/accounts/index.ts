import { addAccount } from './add-account.js'
import type { AccountsCaller, AccountsDeps } from './deps.js'
import { listAccounts } from './list-accounts.js'
import { removeFromShop } from './remove-from-shop.js'
import { resetPassword } from './reset-password.js'
import { resetTotp } from './reset-totp.js'
import { revokeSessions } from './revoke-sessions.js'
import { setDisabled } from './set-disabled.js'

export type { AccountsCaller } from './deps.js'

/**
 * 帳號管理 (issue 36): owners keep their shops' staff, operators every account. Each write locks the account, checks
 * the caller may manage it (contract's manageableBy), changes it, and audits in the same transaction; losing
 * access (disabled, taken off a shop, signed out, password or 2FA reset) closes the account's board sockets at once.
 */
export function createStaffAccounts(deps: AccountsDeps) {
  return {
    list: (c: AccountsCaller, q: Parameters<typeof listAccounts>[2]) => listAccounts(deps, c, q),
    add: (c: AccountsCaller, input: Parameters<typeof addAccount>[2]) => addAccount(deps, c, input),
    setDisabled: (c: AccountsCaller, input: Parameters<typeof setDisabled>[2]) => setDisabled(deps, c, input),
    removeFromShop: (c: AccountsCaller, input: Parameters<typeof removeFromShop>[2]) =>
      removeFromShop(deps, c, input),
    resetPassword: (c: AccountsCaller, input: Parameters<typeof resetPassword>[2]) =>
      resetPassword(deps, c, input),
    resetTotp: (c: AccountsCaller, input: Parameters<typeof resetTotp>[2]) => resetTotp(deps, c, input),
    revokeSessions: (c: AccountsCaller, input: Parameters<typeof revokeSessions>[2]) =>
      revokeSessions(deps, c, input)
  }
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>
