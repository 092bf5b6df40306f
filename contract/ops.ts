import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'
/**
 * The operators' support desk (issue 38 point 5): what the console's support pages show. A customer's phone,
 * address and document are masked here; the whole value comes only from a reveal with a reason (audited).
 * Times in seconds, money in avos.
 */
import type { FeedbackStatus } from './feedback'
import type { IdDocType, IdentityStatus } from './identity'

/** A customer as support finds them: phone masked. */
export interface OpsCustomer {
  userId: number
  nickname: string
  areaCode: string
  phone: string
  createdAt: number
  identityStatus: IdentityStatus
  /** set while the account is in its 7-day deletion window or once erased */
  deletion: 'pending' | 'erased' | null
  orderCount: number
}

export interface OpsOrderRow {
  id: number
  orderNo: string
  userId: number
  shopName: string
  vertical: string
  fulfilment: string
  status: string
  statusText: string
  total: number
  createdAt: number
}

export interface OpsCustomerDetail extends OpsCustomer {
  orders: OpsOrderRow[]
}

/** One step of an order's timeline with who took it (order_events). */
export interface OpsOrderEvent {
  at: number
  status: string
  title: string
  actorType: 'customer' | 'merchant' | 'rider' | 'operator' | 'system'
  actorName: string | null
  reason: string | null
  note: string | null
}

export interface OpsOrderDetail {
  order: OpsOrderRow & { contact: { name: string; phone: string; address: string } }
  events: OpsOrderEvent[]
  refunds: Array<{ id: number; status: string; amount: number; reason: string; createdAt: number }>
}

/** What a reveal may open: a customer's phone, an order's contact, an identity document. */
export const REVEAL_KINDS = ['customer', 'order', 'identity'] as const
export type RevealKind = (typeof REVEAL_KINDS)[number]
/** A reason is a sentence, not a tick: at least this many characters. */
export const REVEAL_REASON_MIN = 4

export interface OpsReveal {
  kind: RevealKind
  id: number
  fields: Record<string, string>
}

export interface OpsIdentityRow {
  userId: number
  phone: string
  docType: IdDocType
  maskedName: string
  maskedNumber: string
  status: Exclude<IdentityStatus, 'none'>
  rejectReason: string | null
  createdAt: number
}

export interface OpsFeedbackRow {
  id: number
  userId: number
  phone: string
  category: string
  content: string
  images: string[]
  status: FeedbackStatus
  /** sent back with a move: someone else's move since then answers STALE_VERSION */
  version: number
  createdAt: number
  updatedAt: number
  replies: Array<{ author: string; content: string; createdAt: number }>
}

/**
 * Where support may move a feedback: on to processing, a reply (again while not closed), or closed.
 * received → processing → replied → closed, as the customer's progress bar draws it.
 */
export const FEEDBACK_MOVES: Readonly<Record<FeedbackStatus, readonly FeedbackStatus[]>> = {
  received: ['processing', 'replied', 'closed'],
  processing: ['replied', 'closed'],
  replied: ['replied', 'closed'],
  closed: []
}

export const REPORT_STATUSES = ['open', 'resolved'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

/** A customer's report against a shop (商家舉報). */
export interface OpsReportRow {
  id: number
  userId: number
  phone: string
  merchantId: number
  shopName: string
  type: string
  content: string
  images: string[]
  status: ReportStatus
  resolution: string | null
  resolvedBy: string | null
  createdAt: number
  resolvedAt: number | null
}

/** An account in its 7-day deletion window (read-only: the customer may still cancel by logging in). */
export interface OpsDeletionRow {
  userId: number
  phone: string
  nickname: string
  requestedAt: number
  eraseAt: number
  /** wallet balance given up, in avos */
  forfeited: number
}

/** A merchant application as operators vet it (issue 38 point 2): the contact phone masked, every licence photo. */
export interface OpsApplicationRow {
  id: number
  userId: number
  shopName: string
  category: string
  district: string
  address: string
  contactName: string
  areaCode: string
  phoneMasked: string
  registrationNo: string
  /** /api/files/… of each licence photo */
  licences: string[]
  status: 'reviewing' | 'approved' | 'rejected'
  rejectReason: string | null
  decidedBy: string | null
  /** the shop it became, once approved */
  merchantId: number | null
  createdAt: number
  updatedAt: number
}

/**
 * An approval: the new shop (closed until its owner sets it up) and the owner's console login. The password is
 * answered here once and stored only as a hash: the operator hands it to the merchant.
 */
export interface OpsApplicationApproved {
  id: number
  status: 'approved'
  merchantId: number
  owner: { staffId: number; username: string; password: string }
}

/**
 * A shop's standing on the platform: active; suspended (hidden from customers until an operator reopens it);
 * closed for good (hidden, and its owners and staff lose the console).
 */
export const SHOP_STANDINGS = ['active', 'suspended', 'closed'] as const
export type ShopStanding = (typeof SHOP_STANDINGS)[number]

/** What an operator may do to a shop's standing, and the standings each step starts from. */
export const STANDING_STEPS = {
  suspend: { from: ['active'], to: 'suspended' },
  reopen: { from: ['suspended'], to: 'active' },
  close: { from: ['active', 'suspended'], to: 'closed' }
} as const satisfies Record<string, { from: readonly ShopStanding[]; to: ShopStanding }>
export type StandingStep = keyof typeof STANDING_STEPS

/** The customer's words for a shop that is not active (the shop page, the cart's and checkout's refusals). */
export const STANDING_TEXT: Readonly<Record<Exclude<ShopStanding, 'active'>, string>> = {
  suspended: '此商家已暫停營業',
  closed: '此商家已結業'
}

const STANDING_WORDS: Readonly<Record<Exclude<ShopStanding, 'active'>, Phrase>> = {
  suspended: ['This shop has paused its business', 'Esta loja suspendeu a atividade'],
  closed: ['This shop has closed down', 'Esta loja encerrou definitivamente']
}

/**
 * The reason stored on an order the platform cancelled by closing or suspending its shop (`cancel_reason`, the
 * timeline's note), in Chinese as written; worded when read (contract/server-words.ts REASON_WORDS).
 */
export const PLATFORM_STANDING_REASON: Readonly<Record<Exclude<ShopStanding, 'active'>, string>> = {
  suspended: `${STANDING_TEXT.suspended}（平台）`,
  closed: `${STANDING_TEXT.closed}（平台）`
}

/** STANDING_TEXT in the reader's language (the app; the server's refusals keep the Chinese). */
export const standingText = (
  standing: Exclude<ShopStanding, 'active'>,
  locale: Locale = DEFAULT_LOCALE
): string => inLocale(locale, STANDING_TEXT[standing], STANDING_WORDS[standing])

export interface OpsShopRow {
  id: number
  name: string
  verticals: string[]
  district: string
  standing: ShopStanding
  standingReason: string | null
  /** basis points (1500 = 15 %) */
  commissionBps: number
  /** the owner's "taking orders" switch */
  isOpen: boolean
  owners: string[]
}

/**
 * A standing change: orders paid but not yet accepted were cancelled and refunded (with the operator as actor);
 * orders already accepted run to their end (`running` counts them) so no cooked meal or packed basket is lost.
 */
export interface OpsStandingResult {
  id: number
  standing: ShopStanding
  cancelled: number
  running: number
}

/** Why a customer may not order at a shop of this standing (null: active), as the cart, checkout and submit say. */
export function standingRefusal(
  standing: ShopStanding
): { code: 'SHOP_SUSPENDED' | 'SHOP_CLOSED_DOWN'; message: string } | null {
  if (standing === 'suspended') return { code: 'SHOP_SUSPENDED', message: STANDING_TEXT.suspended }
  if (standing === 'closed') return { code: 'SHOP_CLOSED_DOWN', message: STANDING_TEXT.closed }
  return null
}

/** How a rider gets around Macau (the rider application's question). */
export const RIDER_VEHICLES = ['scooter', 'bicycle', 'car', 'foot'] as const
export type RiderVehicle = (typeof RIDER_VEHICLES)[number]
export const RIDER_VEHICLE_TEXT: Readonly<Record<RiderVehicle, string>> = {
  scooter: '電單車',
  bicycle: '單車',
  car: '汽車',
  foot: '步行'
}

/** A rider application as support vets it: the phone masked. */
export interface OpsRiderApplicationRow {
  id: number
  name: string
  areaCode: string
  phoneMasked: string
  vehicle: RiderVehicle
  status: 'reviewing' | 'approved' | 'rejected'
  rejectReason: string | null
  decidedBy: string | null
  /** the rider account it became */
  staffId: number | null
  createdAt: number
}

/** An approved rider application: the rider's login, its password answered once. */
export interface OpsRiderApproved {
  id: number
  status: 'approved'
  rider: { staffId: number; username: string; password: string }
}

/** A rider as support runs them: suspended riders take no new delivery and finish those taken. */
export interface OpsRiderRow {
  id: number
  username: string
  name: string
  phoneMasked: string
  disabled: boolean
  suspended: boolean
  suspendedReason: string | null
  /** deliveries taken and not yet delivered */
  inHand: number
}
