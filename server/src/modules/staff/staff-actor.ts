import type { OrderActor } from '@lotus/contract/order-actor'
import type { AuditActor } from './audit.js'
import type { StaffSession } from './sessions.js'

/** A shop's member of staff as an order's timeline records them: the shop's side, with their name. */
export const merchantActorOf = (s: StaffSession): OrderActor => ({
  type: 'merchant',
  id: s.account.id,
  name: s.account.name
})

/** The same person as the audit log records them. */
export const auditActorOf = (s: StaffSession): AuditActor => ({
  type: 'staff',
  id: s.account.id,
  name: s.account.username
})
