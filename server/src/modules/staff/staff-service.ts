import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import type { MqttHub } from '../../mqtt/hub.js'
import { createStaffAccounts } from './accounts/index.js'
import { createAuditLog } from './audit.js'
import { changePassword } from './change-password.js'
import { confirmTotpEnrolment, startTotpEnrolment } from './enrol-totp.js'
import { login, type LoginDeps } from './login.js'
import { logout } from './logout.js'
import { me } from './me.js'
import { createStaffSessions, type StaffSession } from './sessions.js'
import { shopOrders } from './shop-orders.js'
import type { SecretBox } from './totp.js'
import { verifyTotp } from './verify-totp.js'

/** The staff console's operations (issue 36), one file each; every route asks server/src/policy first. */
export function createStaffService(deps: {
  db: Db
  clock: Clock
  secrets: SecretBox
  mqtt: Pick<MqttHub, 'disconnectUsernames'>
}) {
  const audit = createAuditLog(deps)
  const sessions = createStaffSessions(deps)
  const d: LoginDeps = { db: deps.db, clock: deps.clock, audit, sessions, secrets: deps.secrets }
  return {
    audit,
    sessions,
    login: (input: Parameters<typeof login>[1]) => login(d, input),
    verifyTotp: (s: StaffSession, input: { code: string; ip: string }) => verifyTotp(d, s, input),
    startTotpEnrolment: (s: StaffSession, input: { ip: string }) => startTotpEnrolment(d, s, input),
    confirmTotpEnrolment: (s: StaffSession, input: { code: string; ip: string }) =>
      confirmTotpEnrolment(d, s, input),
    logout: (s: StaffSession, input: { ip: string }) => logout(d, s, input),
    changePassword: (s: StaffSession, input: Parameters<typeof changePassword>[2]) =>
      changePassword(d, s, input),
    me: (s: StaffSession) => me(deps.db, s),
    shopOrders: (q: Parameters<typeof shopOrders>[1]) => shopOrders(deps.db, q),
    /** 帳號管理: owners keep their shops' staff, operators every account (accounts/) */
    accounts: createStaffAccounts({ db: deps.db, clock: deps.clock, audit, mqtt: deps.mqtt })
  }
}

export type StaffService = ReturnType<typeof createStaffService>
