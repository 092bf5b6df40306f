/**
 * Staff of the console (issue 36): roles, who may do what, and how much of a customer a role may see.
 * The server's policy module (server/src/policy) refuses with these rules and the console hides with them,
 * so a rule is written once (the idea of CASL's `defineAbility`, in plain TypeScript).
 */
import { maskName } from './identity'
import { maskPhone } from './phone'

export const STAFF_ROLES = ['owner', 'staff', 'rider', 'operator'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * What an operator account may do (issue 38): the account keeps role 'operator' (second factor mandatory) and
 * carries one or more of these. `super` is the super admin: every operator action.
 */
export const OPS_ROLES = ['super', 'support', 'marketing', 'finance', 'content'] as const
export type OpsRole = (typeof OPS_ROLES)[number]

/** Roles that must pass a second factor (TOTP) before any other staff call. */
export const TOTP_REQUIRED: ReadonlySet<StaffRole> = new Set<StaffRole>(['owner', 'operator'])

/** Failed passwords or codes in a row before an account is locked, and for how long. */
export const STAFF_LOCK_AFTER = 5
export const STAFF_LOCK_MS = 15 * 60_000
/** A session ends this long after login, or after this long without a call, whichever comes first. */
export const STAFF_SESSION_MS = 12 * 3600_000
export const STAFF_IDLE_MS = 2 * 3600_000
/** A session that has only passed its password (a code or an enrolment still to come) ends after this. */
export const STAFF_PENDING_MS = 10 * 60_000

/**
 * Where a session is: past the password, waiting for a code, (owners and operators) for enrolment, or past both
 * but holding a password the server made (a new account's or a reset's), which must be changed first.
 */
export type StaffStage = 'totp' | 'enrol' | 'password' | 'done'

/** Who is calling, as the rules need it. */
export interface StaffActor {
  id: number
  role: StaffRole
  /** The shops (merchant ids) the account works for: an owner's one shop or chain, staff's one shop. */
  merchantIds: readonly number[]
  stage: StaffStage
  /** An operator's roles (issue 38); empty or absent for every other role. */
  opsRoles?: readonly OpsRole[]
}

/** Everything a staff call can ask to do. The board, counter, refunds and riders add theirs here. */
export const STAFF_ACTIONS = [
  'account.read',
  'account.password',
  'totp.enrol',
  'shop.orders.read',
  'audit.read',
  'order.contact.read',
  // the menu (issue 37): staff read it and mark goods sold out; only owners change prices, goods and categories
  'menu.read',
  'menu.stock',
  'menu.write',
  // the counter and refunds (issue 36 points 4, 5)
  'counter.redeem',
  'refund.decide',
  // the order board (issue 36 point 3)
  'order.accept',
  'order.reject',
  'order.ready',
  'shop.settings.write',
  // riders (issue 36 point 6)
  'rider.jobs.read',
  'rider.take',
  'rider.pickUp',
  'rider.deliver',
  'rider.position',
  'rider.earnings.read',
  // staff accounts (issue 36, fulfil): owners keep their shops' staff, operators every account and 2FA resets
  'staff.accounts.read',
  'staff.accounts.write',
  'staff.totp.reset',
  // reviews and figures (issue 37 points 4, 5)
  'reviews.read',
  'reviews.reply',
  'reviews.report',
  'reviews.moderate',
  'figures.read',
  // the shop's settings (issue 37 point 2): staff read them and start/end the busy pause; writes stay the owner's
  'shop.settings.read',
  'shop.pause',
  // group-buying deals and reservation slots (issue 37 point 3): staff read them, owners change them
  'deals.read',
  'deals.write',
  // operators (issue 38 points 1, 5): support's desk; revealing a customer's whole data needs a reason, audited
  'ops.customer.read',
  'ops.pii.reveal',
  'ops.identity.review',
  'ops.feedback.reply',
  'ops.report.resolve',
  'ops.refund.arbitrate',
  'ops.deletion.read',
  // operators run shops (issue 38 point 2)
  'ops.merchant.review',
  'ops.shops.read',
  'ops.shop.standing',
  'ops.commission.write',
  'ops.rider.review',
  // content operators (issue 38 point 3): banners and the home popup, news, the remote config groups
  'content.read',
  'content.write',
  // operators (issue 38 points 4, 6): marketing's campaigns, promo codes, gifts and plans; the dashboard
  'marketing.read',
  'marketing.write',
  'dashboard.read'
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]

/** What an action is about: a shop, or an order with its status and rider. */
export interface StaffSubject {
  merchantId?: number
  order?: { merchantId: number; status: string; riderId?: number | null }
}

/**
 * Actions a session may call before it is done: who it is, (to enrol) its QR, and (holding a password the server
 * made) the change of that password.
 */
const BEFORE_DONE: Readonly<Record<Exclude<StaffStage, 'done'>, ReadonlySet<StaffAction>>> = {
  totp: new Set<StaffAction>(['account.read']),
  enrol: new Set<StaffAction>(['account.read', 'totp.enrol']),
  password: new Set<StaffAction>(['account.read', 'account.password'])
}

/** An owner or member of staff of the subject's shop (the shop given, or the order's). */
const worksAt = (a: StaffActor, s: StaffSubject): boolean => {
  const shop = s.merchantId ?? s.order?.merchantId
  return (a.role === 'owner' || a.role === 'staff') && shop !== undefined && a.merchantIds.includes(shop)
}

/** An operator holding one of `roles` (a super admin holds them all). */
const operatorAs =
  (...roles: OpsRole[]) =>
  (a: StaffActor): boolean =>
    a.role === 'operator' && (a.opsRoles ?? []).some((r) => r === 'super' || roles.includes(r))

/** Who may do what, per role; `subject` narrows to the account's own shops and orders. */
const RULES: Readonly<Record<StaffAction, (a: StaffActor, s: StaffSubject) => boolean>> = {
  'account.read': () => true,
  // one's own password, with the current one
  'account.password': () => true,
  'totp.enrol': () => true,
  'shop.orders.read': (a, s) =>
    (a.role === 'owner' || a.role === 'staff') &&
    s.merchantId !== undefined &&
    a.merchantIds.includes(s.merchantId),
  'audit.read': (a) => a.role === 'operator',
  // the order board: owners and staff of the order's shop; the shop's settings: its owner
  'order.accept': (a, s) => worksAt(a, s),
  'order.reject': (a, s) => worksAt(a, s),
  'order.ready': (a, s) => worksAt(a, s),
  'shop.settings.write': (a, s) =>
    a.role === 'owner' && s.merchantId !== undefined && a.merchantIds.includes(s.merchantId),
  'menu.read': (a, s) => worksAt(a, s),
  // Meituan's split: shop staff switch 售罄 and stock, prices and the menu itself are the owner's
  'menu.stock': (a, s) => worksAt(a, s),
  'menu.write': (a, s) => worksAt(a, s) && a.role === 'owner',
  // the counter and refunds: owners and staff, of their own shops only
  'counter.redeem': (a, s) => worksAt(a, s),
  'refund.decide': (a, s) => worksAt(a, s),
  // Law 8/2005: a rider needs the customer's phone and address only while carrying that order to them (on the
  // way, or at the door checking the recipient's age).
  'order.contact.read': (a, s) =>
    a.role === 'rider' &&
    s.order?.riderId === a.id &&
    (s.order.status === 'delivering' || s.order.status === 'age_check'),
  // riders: any rider sees and takes open deliveries; only the rider who took an order moves it
  'rider.jobs.read': (a) => a.role === 'rider',
  'rider.take': (a) => a.role === 'rider',
  'rider.pickUp': (a, s) => a.role === 'rider' && (s.order === undefined || s.order.riderId === a.id),
  'rider.deliver': (a, s) => a.role === 'rider' && (s.order === undefined || s.order.riderId === a.id),
  'rider.position': (a) => a.role === 'rider',
  'rider.earnings.read': (a) => a.role === 'rider',
  // staff accounts: an owner, for the shops they own (which accounts: manageableBy); an operator, any
  'staff.accounts.read': (a, s) =>
    operatorAs('support')(a) ||
    (a.role === 'owner' && (s.merchantId === undefined || a.merchantIds.includes(s.merchantId))),
  'staff.accounts.write': (a, s) =>
    operatorAs('support')(a) ||
    (a.role === 'owner' && (s.merchantId === undefined || a.merchantIds.includes(s.merchantId))),
  'staff.totp.reset': operatorAs('support'),
  // reviews and figures (issue 37 points 4, 5): the reply speaks for the shop in public and the figures are its
  // takings, so both are the owner's; staff read reviews and report abusive ones (they often see them first);
  // operators decide reports (hide the review or dismiss the report)
  'reviews.read': (a, s) => worksAt(a, s),
  'reviews.reply': (a, s) => worksAt(a, s) && a.role === 'owner',
  'reviews.report': (a, s) => worksAt(a, s),
  'reviews.moderate': operatorAs('support', 'content'),
  'figures.read': (a, s) => worksAt(a, s) && a.role === 'owner',
  // the shop's settings (issue 37 point 2)
  'shop.settings.read': (a, s) => worksAt(a, s),
  // a rush at the counter is the floor's call: staff may pause and resume, not change hours, fees or activities
  'shop.pause': (a, s) => worksAt(a, s),
  // group-buying deals and reservation slots (issue 37 point 3)
  'deals.read': (a, s) => worksAt(a, s),
  'deals.write': (a, s) => worksAt(a, s) && a.role === 'owner',
  // operators (issue 38): least privilege, support's desk is support's (and the super admin's)
  'ops.customer.read': operatorAs('support'),
  'ops.pii.reveal': operatorAs('support'),
  'ops.identity.review': operatorAs('support'),
  'ops.feedback.reply': operatorAs('support'),
  'ops.report.resolve': operatorAs('support'),
  // disputed refunds (退款仲裁): support decides what a shop rejected
  'ops.refund.arbitrate': operatorAs('support'),
  'ops.deletion.read': operatorAs('support'),
  // shops (issue 38 point 2): support vets applications and suspends or reopens a shop after reports;
  // finance reads the shops to set their commission, which only finance (and the super admin) may change
  'ops.merchant.review': operatorAs('support'),
  'ops.shops.read': operatorAs('support', 'finance'),
  'ops.shop.standing': operatorAs('support'),
  'ops.commission.write': operatorAs('finance'),
  // riders: support vets applications and suspends a rider after complaints
  'ops.rider.review': operatorAs('support'),
  // what every customer sees on home and in the app's settings: the content team's (and the super admin's)
  'content.read': operatorAs('content'),
  'content.write': operatorAs('content'),
  // campaigns spend the platform's money: marketing's (and the super admin's); the figures are finance's, and
  // marketing reads them to judge its campaigns
  'marketing.read': operatorAs('marketing'),
  'marketing.write': operatorAs('marketing'),
  'dashboard.read': operatorAs('finance', 'marketing')
}

/** True when `actor` may do `action` on `subject`. */
export function can(actor: StaffActor, action: StaffAction, subject: StaffSubject = {}): boolean {
  if (actor.stage !== 'done' && !BEFORE_DONE[actor.stage].has(action)) return false
  return RULES[action](actor, subject)
}

/** Console pages and the action each needs: the menu shows only what the role can open. */
export const CONSOLE_PAGES = [
  { name: 'board', action: 'shop.orders.read' },
  { name: 'orders', action: 'shop.orders.read' },
  { name: 'menu', action: 'menu.read' },
  { name: 'counter', action: 'counter.redeem' },
  { name: 'refunds', action: 'refund.decide' },
  { name: 'audit', action: 'audit.read' },
  { name: 'rider', action: 'rider.jobs.read' },
  { name: 'account', action: 'account.read' },
  // staff accounts (issue 36, fulfil)
  { name: 'staff', action: 'staff.accounts.read' },
  // reviews and figures (issue 37 points 4, 5)
  { name: 'reviews', action: 'reviews.read' },
  { name: 'review-reports', action: 'reviews.moderate' },
  { name: 'figures', action: 'figures.read' },
  // the shop's settings (issue 37 point 2)
  { name: 'shop', action: 'shop.settings.read' },
  // group-buying deals and reservation slots (issue 37 point 3)
  { name: 'deals', action: 'deals.read' },
  // operators' support desk (issue 38)
  { name: 'ops-lookup', action: 'ops.customer.read' },
  { name: 'ops-identity', action: 'ops.identity.review' },
  { name: 'ops-feedback', action: 'ops.feedback.reply' },
  { name: 'ops-reports', action: 'ops.report.resolve' },
  { name: 'ops-disputes', action: 'ops.refund.arbitrate' },
  { name: 'ops-deletions', action: 'ops.deletion.read' },
  // shops and riders (issue 38 point 2)
  { name: 'ops-applications', action: 'ops.merchant.review' },
  { name: 'ops-shops', action: 'ops.shops.read' },
  { name: 'ops-riders', action: 'ops.rider.review' },
  // content operators (issue 38 point 3)
  { name: 'content-ads', action: 'content.read' },
  { name: 'content-news', action: 'content.read' },
  { name: 'content-market-news', action: 'content.read' },
  { name: 'content-config', action: 'content.read' },
  { name: 'content-words', action: 'content.read' },
  // marketing and the dashboard (issue 38 points 4, 6)
  { name: 'campaigns', action: 'marketing.read' },
  { name: 'gifts', action: 'marketing.read' },
  { name: 'dashboard', action: 'dashboard.read' }
] as const satisfies ReadonlyArray<{ name: string; action: StaffAction }>

/** The action a page needs, checked for the shop in view (a page not about a shop passes none). */
export function canOpenPage(
  actor: StaffActor,
  page: (typeof CONSOLE_PAGES)[number]['name'],
  merchantId?: number
) {
  const def = CONSOLE_PAGES.find((p) => p.name === page)
  if (!def) return false
  return can(actor, def.action, merchantId === undefined ? {} : { merchantId })
}

/** 氹仔孫逸仙博士大馬路 123 號 5 樓 → 氹仔孫逸仙博*********: the district stays, the door goes. */
export function maskAddress(address: string): string {
  const chars = [...address]
  const keep = Math.min(6, Math.floor(chars.length / 2))
  return chars.slice(0, keep).join('') + '*'.repeat(Math.max(chars.length - keep, 0))
}

export interface OrderContact {
  name: string
  phone: string
  address: string
}

/** A customer's contact as `actor` may see it for this order: whole while allowed, masked otherwise. */
export function contactFor(
  actor: StaffActor,
  order: { merchantId: number; status: string; riderId?: number | null },
  contact: OrderContact
): OrderContact & { masked: boolean } {
  if (can(actor, 'order.contact.read', { order })) return { ...contact, masked: false }
  return {
    name: maskName(contact.name),
    phone: maskPhone(contact.phone),
    address: maskAddress(contact.address),
    masked: true
  }
}

/** An audit entry as the console lists it. */
export interface AuditEntry {
  id: number
  at: number
  actorType: string
  actorId: number | null
  actorName: string
  action: string
  subjectType: string
  subjectId: string
  merchantId: number | null
  ip: string
  before: unknown
  after: unknown
}

/** The account as GET /api/staff/me answers it. */
export interface StaffMe {
  id: number
  username: string
  name: string
  role: StaffRole
  /** An operator's roles (issue 38); [] for every other role */
  opsRoles: OpsRole[]
  stage: StaffStage
  totpEnrolled: boolean
  shops: Array<{ id: number; name: string }>
  /** Sent back as the x-csrf-token header on every POST of this session. */
  csrfToken: string
  expiresAt: number
}

/** The actor of a session as the console knows it (GET /api/staff/me): what `can` and `canOpenPage` take. */
export const actorOfMe = (me: StaffMe): StaffActor => ({
  id: me.id,
  role: me.role,
  merchantIds: me.shops.map((s) => s.id),
  stage: me.stage,
  opsRoles: me.opsRoles
})

/** A shop's order as the console's order list shows it (amounts in avos). */
export interface StaffOrderRow {
  id: number
  orderNo: string
  vertical: string
  fulfilment: string
  fulfilmentText: string
  status: string
  statusText: string
  total: number
  itemCount: number
  createdAt: number
}

export interface Page<T> {
  list: T[]
  total: number
  page: number
  pageSize: number
}

/** A staff account as the console's 帳號管理 lists it (owners: their shops' staff; operators: every account). */
export interface StaffAccountRow {
  id: number
  username: string
  name: string
  role: StaffRole
  disabled: boolean
  /** locked by failed logins until then (epoch ms), or null */
  lockedUntil: number | null
  totpEnrolled: boolean
  shops: Array<{ id: number; name: string }>
  createdAt: number
  /** sent back with every edit of the account: another admin's edit since moves it (STALE_VERSION) */
  version: number
  /** the account holds a password the server made, not yet changed by its holder */
  passwordChangeDue: boolean
}

/** The answer to an edit of an account another admin changed since the list was read. */
export const STALE_ACCOUNT_MSG = '此帳號剛被其他人修改，請重新整理後再試'

/** Roles an owner may add to their shop; an operator may add any. */
export const OWNER_ADDS: readonly StaffRole[] = ['staff']

/**
 * Whether `actor` may see and change the account `target` (the rule beside `can`, which only knows the shop): an
 * operator any account but their own (no one disables or resets themself here); an owner only the staff (role
 * `staff`) of a shop they own. Anything else answers as if the account did not exist.
 */
export function manageableBy(
  actor: Pick<StaffActor, 'id' | 'role' | 'merchantIds'>,
  target: { id: number; role: StaffRole; merchantIds: readonly number[] }
): boolean {
  if (target.id === actor.id) return false
  if (actor.role === 'operator') return true
  return (
    actor.role === 'owner' &&
    target.role === 'staff' &&
    target.merchantIds.some((m) => actor.merchantIds.includes(m))
  )
}

/** A new or reset password: at least this long (as create-account.ts asks of any account), at most this. */
export const STAFF_PASSWORD_MIN = 12
export const STAFF_PASSWORD_MAX = 128
