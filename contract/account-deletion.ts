/** Account deletion (Law 8/2005): conditions, grace period and what the check answers. */

/** Days to change one's mind (by logging in) before the personal data is erased. */
export const DELETION_GRACE_DAYS = 7

/** Order states that still need the account (to deliver, pay, refund). */
export const UNFINISHED_ORDER_STATES = [
  'unpaid',
  'paid',
  'accepted',
  'delivering',
  'delivered',
  'refunding',
  /** a self-pickup order waiting at the store */
  'ready'
] as const

export interface DeletionCheck {
  /** Nothing blocks the deletion (balances still need consent). */
  canDelete: boolean
  /** Why not, in words for the user. */
  blockers: string[]
  /** Avos forfeited on erase (shown; needs explicit consent when > 0). */
  walletBalance: number
  shopCardBalance: number
  /** A pending request: seconds when the data is erased. */
  pendingEraseAt: number | null
}
