import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, unauthorized } from '../../errors.js'
import { eraseOrderContacts } from '../order/amend.js'
import type { TokenService } from '../auth/tokens.js'
import type { IdentityService } from '../identity/identity-service.js'
import type { JobQueue } from '../jobs/job-queue.js'
import type { HoneyPort } from '../sign-in/honey-port.js'
import { smsCodeInvalid, type SmsService } from '../sms/sms-service.js'
import { moveShopCard } from '../wallet/shop-card-ops.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { OpsDeletionRow } from '@lotus/contract/ops'
import { maskPhone } from '@lotus/contract/phone'
import {
  DELETION_GRACE_DAYS,
  UNFINISHED_ORDER_STATES,
  type DeletionCheck
} from '@lotus/contract/account-deletion'
import { recordTitle } from '../../i18n/record-titles.js'

export const ACCOUNT_ERASE_JOB = 'account.erase'

async function shopCardBalance(t: Db, userId: number): Promise<number> {
  // shop cards (stored value per merchant) live in shop_cards once that table exists
  const exists = await t.one<{ x: string | null }>(`SELECT to_regclass('shop_cards')::text AS x`)
  if (!exists?.x) return 0
  const r = await t.one<{ sum: number }>(
    'SELECT COALESCE(SUM(balance), 0)::int AS sum FROM shop_cards WHERE user_id = $1',
    [userId]
  )
  return r?.sum ?? 0
}

/**
 * Leaving: the conditions are checked first, the request is confirmed by an SMS code (deleteAccount), every
 * session ends, and after DELETION_GRACE_DAYS a durable job erases or anonymises the personal data unless the
 * user logged in meanwhile. Orders keep only what accounting needs (amounts, merchant, times).
 */
export function createDeletionService(deps: {
  db: Db
  clock: Clock
  jobs: JobQueue
  sms: SmsService
  identity: IdentityService
  tokens: TokenService
  /** The honey ledger: the export's balance is its balance. */
  honey: HoneyPort
}) {
  const { db, clock, jobs, sms, identity, tokens, honey } = deps

  jobs.register<{ userId: number }>(ACCOUNT_ERASE_JOB, async (t, payload) => {
    const d = await t.one<{ status: string }>(
      'SELECT status FROM account_deletions WHERE user_id = $1 FOR UPDATE',
      [payload.userId]
    )
    if (d?.status !== 'pending') return // changed their mind
    await erase(t, payload.userId, clock.now())
  })

  async function check(t: Db, userId: number): Promise<DeletionCheck> {
    const orders = await t.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM orders WHERE user_id = $1 AND status = ANY($2::text[])
         AND fulfilment <> 'membership'`,
      [userId, [...UNFINISHED_ORDER_STATES]]
    )
    const refunds = await t.one<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM refunds r JOIN orders o ON o.id = r.order_id
       WHERE o.user_id = $1 AND r.status = 'pending'`,
      [userId]
    )
    const w = await t.one<{ balance: number }>('SELECT balance FROM wallets WHERE user_id = $1', [userId])
    const pending = await t.one<{ erase_at: number }>(
      `SELECT erase_at FROM account_deletions WHERE user_id = $1 AND status = 'pending'`,
      [userId]
    )
    const blockers: string[] = []
    if ((orders?.n ?? 0) > 0) blockers.push(`有 ${orders?.n} 筆未完成的訂單`)
    if ((refunds?.n ?? 0) > 0) blockers.push(`有 ${refunds?.n} 筆處理中的退款`)
    return {
      canDelete: blockers.length === 0,
      blockers,
      walletBalance: w?.balance ?? 0,
      shopCardBalance: await shopCardBalance(t, userId),
      pendingEraseAt: pending ? toSeconds(pending.erase_at) : null
    }
  }

  async function erase(t: Db, userId: number, now: number): Promise<void> {
    const c = await check(t, userId)
    if (c.walletBalance > 0) {
      await moveMoney(t, {
        userId,
        amount: -c.walletBalance,
        type: 'forfeit',
        ...recordTitle('deletionWallet'),
        orderId: null,
        now
      })
    }
    // shop cards are forfeited as ledger rows too (consented to at the request); bound bank cards are unbound
    const cards = await t.many<{ merchant_id: number; balance: number }>(
      'SELECT merchant_id, balance FROM shop_cards WHERE user_id = $1 AND balance > 0',
      [userId]
    )
    for (const card of cards) {
      await moveShopCard(t, {
        userId,
        merchantId: card.merchant_id,
        amount: -card.balance,
        kind: 'forfeit',
        ...recordTitle('deletionShopCard'),
        orderId: null,
        now
      })
    }
    await t.query('UPDATE bank_cards SET removed_at = $2 WHERE user_id = $1 AND removed_at IS NULL', [
      userId,
      now
    ])
    const anon = `deleted-${userId}`
    await t.query(
      `UPDATE users SET area_code = '000', phone = $2, nickname = '已註銷用戶', avatar = '', gender = 0,
         birthday = NULL, wx_openid = NULL, pay_password_hash = NULL, identity_verified = false, mtype = 0,
         deleted_at = $3, updated_at = $3
       WHERE id = $1`,
      [userId, anon, now]
    )
    await tokens.revokeUser(userId, t)
    // orders keep amounts, merchant and times; the delivery address (name, phone, place) goes
    await eraseOrderContacts(t, userId)
    for (const sql of [
      'DELETE FROM identities WHERE user_id = $1',
      'DELETE FROM favourites WHERE user_id = $1',
      'DELETE FROM cart_lines WHERE user_id = $1',
      'DELETE FROM message_reads WHERE user_id = $1',
      'DELETE FROM messages WHERE user_id = $1',
      'DELETE FROM feedback_replies WHERE feedback_id IN (SELECT id FROM feedbacks WHERE user_id = $1)',
      'DELETE FROM feedbacks WHERE user_id = $1',
      'DELETE FROM merchant_applications WHERE user_id = $1',
      'DELETE FROM mqtt_credentials WHERE user_id = $1',
      "UPDATE comments SET content = '', images = '[]' WHERE user_id = $1",
      "UPDATE uploads SET bytes = ''::bytea, size = 0 WHERE user_id = $1"
    ]) {
      await t.query(sql, [userId]).catch((err: unknown) => {
        throw new Error(`erase failed at ${sql.split(' ').slice(0, 3).join(' ')}: ${String(err)}`)
      })
    }
    await t.query(
      `UPDATE addresses SET name = '', phone = '', address = '', detail = '', lat = 0, lng = 0,
         deleted_at = COALESCE(deleted_at, $2) WHERE user_id = $1`,
      [userId, now]
    )
    await t.query(`UPDATE account_deletions SET status = 'erased', done_at = $2 WHERE user_id = $1`, [
      userId,
      now
    ])
  }

  return {
    check: (userId: number) => check(db, userId),

    /** Accounts in their deletion window, soonest erased first (support reads it; issue 38), phones masked. */
    async pendingList(q: { page: number; pageSize: number }) {
      const total = await db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM account_deletions WHERE status = 'pending'"
      )
      const rows = await db.many<{
        user_id: number
        phone: string
        nickname: string
        requested_at: number
        erase_at: number
        forfeited: number
      }>(
        `SELECT d.user_id, u.phone, u.nickname, d.requested_at, d.erase_at, d.forfeited
         FROM account_deletions d JOIN users u ON u.id = d.user_id WHERE d.status = 'pending'
         ORDER BY d.erase_at, d.user_id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`
      )
      const list: OpsDeletionRow[] = rows.map((r) => ({
        userId: r.user_id,
        phone: maskPhone(r.phone),
        nickname: r.nickname,
        requestedAt: toSeconds(r.requested_at),
        eraseAt: toSeconds(r.erase_at),
        forfeited: Number(r.forfeited)
      }))
      return { list, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize }
    },

    async request(userId: number, code: string, forfeitConsent: boolean): Promise<DeletionCheck> {
      const u = await db.one<{ area_code: string; phone: string }>(
        'SELECT area_code, phone FROM users WHERE id = $1 AND deleted_at IS NULL',
        [userId]
      )
      if (!u) throw unauthorized()
      const c = await check(db, userId)
      if (!c.canDelete) throw new AppError(ErrorCode.DELETION_BLOCKED, c.blockers.join('；'))
      if (c.walletBalance + c.shopCardBalance > 0 && !forfeitConsent) {
        throw new AppError(ErrorCode.DELETION_BLOCKED, '請先確認放棄錢包及儲值卡餘額')
      }
      if (!(await sms.verify(u.area_code, u.phone, 'deleteAccount', code))) throw smsCodeInvalid()
      return db.tx(async (t) => {
        const now = clock.now()
        const eraseAt = now + DELETION_GRACE_DAYS * 86_400_000
        await t.query(
          `INSERT INTO account_deletions (user_id, status, forfeited, requested_at, erase_at)
           VALUES ($1, 'pending', $2, $3, $4)
           ON CONFLICT (user_id) DO UPDATE SET status = 'pending', forfeited = $2, requested_at = $3, erase_at = $4, done_at = NULL`,
          [userId, c.walletBalance + c.shopCardBalance, now, eraseAt]
        )
        await jobs.enqueue(t, {
          kind: ACCOUNT_ERASE_JOB,
          runAt: eraseAt,
          payload: { userId },
          key: `${userId}:${now}`
        })
        // every session ends; logging in again within the grace period keeps the account
        await tokens.revokeUser(userId, t)
        return { ...(await check(t, userId)), pendingEraseAt: toSeconds(eraseAt) }
      })
    },

    /** Everything held about the user, as JSON ("download my data"). */
    async exportData(userId: number): Promise<Record<string, unknown>> {
      const q = (sql: string) => db.many(sql, [userId])
      return {
        exportedAt: toSeconds(clock.now()),
        user: {
          ...(await db.one(
            `SELECT id, area_code, phone, nickname, avatar, gender, birthday, promotion_code, level, mtype, growth,
               identity_verified, created_at FROM users WHERE id = $1`,
            [userId]
          )),
          honey: await honey.balance(db, userId)
        },
        identity: await identity.exportOf(db, userId),
        addresses: await q('SELECT * FROM addresses WHERE user_id = $1 ORDER BY id'),
        orders: await q(
          `SELECT id, order_no, vertical, merchant_id, status, total, address, remark, created_at FROM orders
           WHERE user_id = $1 AND fulfilment <> 'membership' ORDER BY id`
        ),
        walletRecords: await q(
          'SELECT type, amount, balance_after, title, order_id, created_at FROM wallet_records WHERE user_id = $1 ORDER BY id'
        ),
        coupons: await q(
          'SELECT type, name, amount, threshold, status, expires_at FROM coupons WHERE user_id = $1 ORDER BY id'
        ),
        memberships: await q(
          'SELECT plan, price, starts_at, ends_at FROM memberships WHERE user_id = $1 ORDER BY id'
        ),
        memberOrders: await q(
          `SELECT o.order_no, i.props->0->>'plan' AS plan, o.total AS amount, o.status, o.pay_method, o.paid_at,
             o.created_at
           FROM orders o JOIN order_items i ON i.order_id = o.id
           WHERE o.user_id = $1 AND o.fulfilment = 'membership' ORDER BY o.id`
        ),
        signIns: await q('SELECT day, streak, reward FROM sign_ins WHERE user_id = $1 ORDER BY day'),
        favourites: await q('SELECT * FROM favourites WHERE user_id = $1'),
        feedbacks: await q(
          'SELECT category, content, status, created_at FROM feedbacks WHERE user_id = $1 ORDER BY id'
        ),
        merchantApplications: await q(
          `SELECT shop_name, category, district, address, contact_name, area_code, phone, licence, status,
             reject_reason, created_at FROM merchant_applications WHERE user_id = $1 ORDER BY id`
        )
      }
    }
  }
}

export type DeletionService = ReturnType<typeof createDeletionService>
