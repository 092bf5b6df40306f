import QRCode from 'qrcode'
import { AppError, ErrorCode } from '../../errors.js'
import { lockAccount } from './accounts.js'
import type { LoginDeps } from './login.js'
import type { StaffSession } from './sessions.js'
import { acceptedStep, newTotpSecret, openSecret } from './totp.js'

/** An enrolled account changes its factor only with its administrators (not a stolen session's to swap). */
function assertMayEnrol(session: StaffSession): void {
  if (session.account.totpEnrolled) throw new AppError(ErrorCode.STAFF_FORBIDDEN, '已設定雙重驗證')
  if (session.stage === 'totp') throw new AppError(ErrorCode.STAFF_TOTP_REQUIRED, '請先輸入驗證碼')
}

/** Starts enrolment: a new secret, kept as pending until a code from it is confirmed; its QR for the app. */
export async function startTotpEnrolment(deps: LoginDeps, session: StaffSession, input: { ip: string }) {
  assertMayEnrol(session)
  const { secret, url } = newTotpSecret(session.account.username)
  await deps.db.tx(async (t) => {
    await t.query('UPDATE staff_accounts SET totp_pending = $2 WHERE id = $1', [
      session.account.id,
      deps.secrets.seal(secret)
    ])
    await deps.audit.write(t, {
      actor: { type: 'staff', id: session.account.id, name: session.account.username },
      action: 'staff.totp.enrol.started',
      ip: input.ip
    })
  })
  const qr = await QRCode.toDataURL(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' })
  return { secret, otpauthUrl: url, qr }
}

/** Confirms enrolment with a code from the new secret: the factor is on and the session whole. */
export async function confirmTotpEnrolment(
  deps: LoginDeps,
  session: StaffSession,
  input: { code: string; ip: string }
): Promise<void> {
  assertMayEnrol(session)
  const now = deps.clock.now()
  const error = await deps.db.tx(async (t) => {
    const a = await lockAccount(t, { id: session.account.id })
    if (!a?.totp_pending) return new AppError(ErrorCode.STAFF_TOTP_REQUIRED, '請先取得設定用的 QR 碼')
    const step = acceptedStep(openSecret(deps.secrets, a.totp_pending), input.code, now, 0)
    if (step === null) return new AppError(ErrorCode.STAFF_TOTP_INVALID, '驗證碼錯誤或已過期')
    await t.query(
      `UPDATE staff_accounts SET totp_secret = totp_pending, totp_pending = NULL, totp_last_step = $2,
         failed_logins = 0 WHERE id = $1`,
      [a.id, step]
    )
    await deps.sessions.setStage(t, session.tokenHash, 'done')
    await deps.audit.write(t, {
      actor: { type: 'staff', id: a.id, name: a.username },
      action: 'staff.totp.enrolled',
      ip: input.ip,
      before: { totpEnrolled: false },
      after: { totpEnrolled: true }
    })
    return null
  })
  if (error) throw error
}
