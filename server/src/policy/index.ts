import { can, type StaffAction, type StaffActor, type StaffSubject } from '@lotus/contract/staff'
import { AppError, ErrorCode, notFound } from '../errors.js'
import type { StaffSession } from '../modules/staff/sessions.js'

/**
 * The one place a staff call is decided (issue 36). The rules are the contract's (`can`), which the console also
 * uses to hide what a role cannot do; this module turns a refusal into the answer a client gets.
 */
export function actorOf(session: StaffSession): StaffActor {
  return {
    id: session.account.id,
    role: session.account.role,
    merchantIds: session.account.merchantIds,
    stage: session.stage,
    opsRoles: session.account.opsRoles
  }
}

/**
 * Throws unless `actor` may do `action` on `subject`. A shop the role could work for but this account does not
 * answers NOT_FOUND, exactly as a shop that does not exist: another shop's ids tell nothing.
 */
export function authorize(actor: StaffActor, action: StaffAction, subject: StaffSubject = {}): void {
  if (can(actor, action, subject)) return
  if (actor.stage === 'password' && can({ ...actor, stage: 'done' }, action, subject)) {
    throw new AppError(ErrorCode.STAFF_PASSWORD_CHANGE_REQUIRED, '請先更改密碼')
  }
  if (actor.stage !== 'done' && can({ ...actor, stage: 'done' }, action, subject)) {
    throw new AppError(
      ErrorCode.STAFF_TOTP_REQUIRED,
      actor.stage === 'enrol' ? '請先設定雙重驗證' : '請先輸入驗證碼'
    )
  }
  const shop = subject.merchantId ?? subject.order?.merchantId
  if (shop !== undefined && can({ ...actor, stage: 'done', merchantIds: [shop] }, action, subject)) {
    throw notFound('找不到該商戶')
  }
  throw new AppError(ErrorCode.STAFF_FORBIDDEN, '你的角色沒有此權限')
}
