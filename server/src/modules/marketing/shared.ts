import type { Campaign, CampaignType, IssueRule } from '@lotus/contract/campaign'
import { limitedCouponState } from '@lotus/contract/limited-coupon'
import { isVertical } from '@lotus/contract/verticals'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { AuditLog } from '../staff/audit.js'
import type { StaffSession } from '../staff/sessions.js'
import { auditActorOf } from '../staff/staff-actor.js'

/** What marketing's operations work with (issue 38 point 4). */
export interface MarketingDeps {
  db: Db
  clock: Clock
  audit: AuditLog
}

/** The operator calling, as the audit log records them, and from where. */
export interface MarketingCaller {
  session: StaffSession
  ip: string
}

export const staleCampaign = () =>
  new AppError(ErrorCode.STALE_VERSION, '活動已被其他人修改，請重新載入後再試，這次沒有儲存', 409)

export const auditBy = (c: MarketingCaller) => ({ actor: auditActorOf(c.session), ip: c.ip })

export interface CampaignRow {
  id: number
  name: string
  type: CampaignType
  amount: number
  threshold: number
  vertical: string | null
  merchant_id: number | null
  shop_name: string | null
  issue_rule: IssueRule
  total: number
  budget: number | null
  claimed: number
  issued: number
  per_user: number
  starts_at: number
  ends_at: number
  valid_days: number
  stopped_at: number | null
  code: string | null
  code_count: number
  created_by: string | null
  version: number
}

export const CAMPAIGN_SELECT = `SELECT b.id, b.name, b.type, b.amount, b.threshold, b.vertical, b.merchant_id,
    m.name AS shop_name, b.issue_rule, b.total, b.budget, b.claimed, b.issued, b.per_user, b.starts_at::float8 AS starts_at,
    b.ends_at::float8 AS ends_at, b.valid_days, b.stopped_at::float8 AS stopped_at, b.created_by, b.version,
    (SELECT p.code FROM promo_codes p WHERE p.batch_id = b.id AND NOT p.single_use LIMIT 1) AS code,
    (SELECT COUNT(*)::int FROM promo_codes p WHERE p.batch_id = b.id AND p.single_use) AS code_count
  FROM coupon_batches b LEFT JOIN merchants m ON m.id = b.merchant_id`

export function toCampaign(r: CampaignRow, now: number): Campaign {
  const endsAt = r.stopped_at === null ? Number(r.ends_at) : Math.min(Number(r.ends_at), Number(r.stopped_at))
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    amount: r.amount,
    threshold: r.threshold,
    vertical: isVertical(r.vertical) ? r.vertical : null,
    mchId: r.merchant_id,
    shopName: r.shop_name,
    issueRule: r.issue_rule,
    total: r.total,
    budget: r.budget,
    claimed: r.claimed,
    issued: r.issued,
    perUser: r.per_user,
    startsAt: toSeconds(Number(r.starts_at)),
    endsAt: toSeconds(Number(r.ends_at)),
    validDays: r.valid_days,
    status: r.stopped_at === null ? 'running' : 'stopped',
    state: limitedCouponState(
      { startsAt: Number(r.starts_at), endsAt, total: r.total, claimed: r.claimed },
      now
    ),
    code: r.code,
    codeCount: r.code_count,
    // a batch no operator created is a shop's own (limited coupons of before the console)
    origin: r.created_by === null ? 'shop' : 'operators',
    version: r.version
  }
}

export async function campaignById(db: Db, id: number, now: number): Promise<Campaign | undefined> {
  const r = await db.one<CampaignRow>(`${CAMPAIGN_SELECT} WHERE b.id = $1`, [id])
  return r ? toCampaign(r, now) : undefined
}
