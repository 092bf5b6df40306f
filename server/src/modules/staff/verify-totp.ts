import { AppError, ErrorCode } from '../../errors.js'
import { countFailure, lockAccount, lockedMessage } from './accounts.js'
import type { LoginDeps } from './login.js'
import type { StaffSession } from './sessions.js'
import { acceptedStep, openSecret } from './totp.js'

/** The second step of a login: a code from the account's authenticator app makes the session whole. */
export async function verifyTotp(
  deps: LoginDeps,
  session: StaffSession,
  input: { code: string; ip: string }
): Promise<void> {
  if (session.stage !== 'totp') throw new AppError(ErrorCode.STAFF_TOTP_REQUIRED, '此登入不需要輸入驗證碼')
  const now = deps.clock.now()
  const outcome = await deps.db.tx(async (t) => {
    const a = await lockAccount(t, { id: session.account.id })
    if (!a || !a.totp_secret)
      return { error: new AppError(ErrorCode.STAFF_TOTP_REQUIRED, '請先設定雙重驗證') }
    const actor = { type: 'staff' as const, id: a.id, name: a.username }
    if (Number(a.locked_until) > now) {
      await deps.sessions.revoke(t, session.tokenHash)
      return { error: new AppError(ErrorCode.STAFF_LOCKED, lockedMessage(Number(a.locked_until), now)) }
    }
    const step = acceptedStep(
      openSecret(deps.secrets, a.totp_secret),
      input.code,
      now,
      Number(a.totp_last_step)
    )
    if (step === null) {
      const { locked } = await countFailure(t, a, now)
      // a locked account's half-made session goes too: the password must be given again after the lock
      if (locked) await deps.sessions.revoke(t, session.tokenHash)
      await deps.audit.write(t, { actor, action: 'staff.totp.failed', ip: input.ip, after: { locked } })
      return {
        error: locked
          ? new AppError(ErrorCode.STAFF_LOCKED, lockedMessage(now + 15 * 60_000, now))
          : new AppError(ErrorCode.STAFF_TOTP_INVALID, '驗證碼錯誤或已過期')
      }
    }
    await t.query('UPDATE staff_accounts SET totp_last_step = $2, failed_logins = 0 WHERE id = $1', [
      a.id,
      step
    ])
    await deps.sessions.setStage(t, session.tokenHash, 'done')
    await deps.audit.write(t, {
      actor,
      action: 'staff.login',
      ip: input.ip,
      after: { stage: 'done', totp: true }
    })
    return null
  })
  if (outcome) throw outcome.error
}
