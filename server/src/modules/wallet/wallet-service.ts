import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, unauthorized, validation } from '../../errors.js'
import type { Paged } from '../merchant/merchant-service.js'
import { smsCodeInvalid, type SmsService } from '../sms/sms-service.js'
import type { PayPasswordHasher } from './pay-password.js'
import type { WalletRecordType } from './wallet-ops.js'
import { macauDateTime } from '@lotus/contract/macau-time'
import type { WalletInfo, WalletRecord, WalletRecordDetail } from '@lotus/contract/wallet'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import type { PhraseValues } from '@lotus/contract/server-words'
import { recordTitleIn } from '../../i18n/record-titles.js'
export type { WalletInfo, WalletRecord }

/** Wrong pay passwords allowed before the lock. */
export const MAX_PAY_TRIES = 5
export const PAY_LOCK_MS = 24 * 3600_000

export const payLocked = (until: number) =>
  new AppError(ErrorCode.PAY_LOCKED, `支付密碼錯誤次數過多，已鎖定至 ${macauDateTime(until)}（澳門時間）`)

export function createWalletService(deps: {
  db: Db
  clock: Clock
  sms: SmsService
  hasher: PayPasswordHasher
}) {
  const { db, clock, hasher } = deps

  async function state(userId: number) {
    const user = await db.one<{ area_code: string; phone: string; pay_password_hash: string | null }>(
      'SELECT area_code, phone, pay_password_hash FROM users WHERE id = $1',
      [userId]
    )
    if (!user) throw unauthorized()
    const w = await db.one<{ balance: number; pay_tries: number; locked_until: number | null }>(
      'SELECT balance, pay_tries, locked_until FROM wallets WHERE user_id = $1',
      [userId]
    )
    const now = clock.now()
    // A lock that has run out counts as no lock and no tries.
    const lockedUntil = w?.locked_until != null && w.locked_until > now ? w.locked_until : null
    const tries = w?.locked_until != null && w.locked_until <= now ? 0 : (w?.pay_tries ?? 0)
    return { user, balance: w?.balance ?? 0, lockedUntil, tries }
  }

  return {
    async info(userId: number): Promise<WalletInfo> {
      const s = await state(userId)
      return {
        balance: s.balance,
        hasPayPassword: s.user.pay_password_hash !== null,
        lockedUntil: s.lockedUntil === null ? null : toSeconds(s.lockedUntil),
        triesLeft: s.lockedUntil === null ? Math.max(0, MAX_PAY_TRIES - s.tries) : 0
      }
    },

    /** `locale` words each title that has a key (migration 262); `name` a shop's name in it. */
    async records(
      userId: number,
      q: { page: number; pageSize: number },
      locale: Locale = DEFAULT_LOCALE,
      name?: (zh: string) => string
    ): Promise<Paged<WalletRecord>> {
      const count = await db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM wallet_records WHERE user_id = $1',
        [userId]
      )
      const rows = await db.many<{
        id: number
        type: WalletRecordType
        amount: number
        balance_after: number
        title: string
        title_key: string | null
        title_values: PhraseValues | null
        order_id: number | null
        created_at: number
      }>('SELECT * FROM wallet_records WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3', [
        userId,
        q.pageSize,
        (q.page - 1) * q.pageSize
      ])
      const total = count?.n ?? 0
      return {
        list: rows.map((r) => ({
          id: r.id,
          type: r.type,
          amount: r.amount,
          balanceAfter: r.balance_after,
          title: recordTitleIn(r, locale, name),
          orderId: r.order_id,
          createdAt: toSeconds(r.created_at)
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    /** One bill of the user's (bill-point-del); another user's id answers as missing. */
    async record(
      userId: number,
      id: number,
      locale: Locale = DEFAULT_LOCALE,
      name?: (zh: string) => string
    ): Promise<WalletRecordDetail> {
      const r = await db.one<{
        id: number
        type: WalletRecordType
        amount: number
        balance_after: number
        title: string
        title_key: string | null
        title_values: PhraseValues | null
        order_id: number | null
        created_at: number
        order_no: string | null
        merchant_name: string | null
      }>(
        `SELECT r.*, o.order_no, m.name AS merchant_name FROM wallet_records r
         LEFT JOIN orders o ON o.id = r.order_id LEFT JOIN merchants m ON m.id = o.merchant_id
         WHERE r.id = $1 AND r.user_id = $2`,
        [id, userId]
      )
      if (!r) throw notFound('找不到賬單')
      return {
        id: r.id,
        type: r.type,
        amount: r.amount,
        balanceAfter: r.balance_after,
        title: recordTitleIn(r, locale, name),
        orderId: r.order_id,
        createdAt: toSeconds(r.created_at),
        orderNo: r.order_no,
        merchantName: r.merchant_name
      }
    },

    /** The balance and the sum of the ledger (always equal; checked by tests and the audit). */
    async ledger(userId: number): Promise<{ balance: number; ledgerSum: number; records: number }> {
      const r = await db.one<{ balance: number | null; sum: number; n: number }>(
        `SELECT (SELECT balance FROM wallets WHERE user_id = $1) AS balance,
                COALESCE((SELECT SUM(amount) FROM wallet_records WHERE user_id = $1), 0)::int AS sum,
                (SELECT COUNT(*) FROM wallet_records WHERE user_id = $1)::int AS n`,
        [userId]
      )
      return { balance: r?.balance ?? 0, ledgerSum: r?.sum ?? 0, records: r?.n ?? 0 }
    },

    /**
     * Sets the 6-digit pay password. The first time needs no code; changing or resetting it needs an SMS safety
     * code of type payPassword, and also clears tries and any lock.
     */
    async setPayPassword(userId: number, password: string, code: string | undefined): Promise<void> {
      const s = await state(userId)
      const isChange = s.user.pay_password_hash !== null
      if (isChange && code === undefined) throw validation('缺少參數 code（修改支付密碼需要短訊驗證碼）')
      if (
        code !== undefined &&
        !(await deps.sms.verify(s.user.area_code, s.user.phone, 'payPassword', code))
      ) {
        throw smsCodeInvalid()
      }
      const hashed = await hasher.hash(password)
      await db.tx(async (t) => {
        const now = clock.now()
        if (isChange) {
          await t.query('UPDATE users SET pay_password_hash = $2, updated_at = $3 WHERE id = $1', [
            userId,
            hashed,
            now
          ])
          await t.query(
            'UPDATE wallets SET pay_tries = 0, locked_until = NULL, updated_at = $2 WHERE user_id = $1',
            [userId, now]
          )
        } else {
          // Only the first set may skip the code: a concurrent first set cannot overwrite another one.
          const r = await t.query(
            'UPDATE users SET pay_password_hash = $2, updated_at = $3 WHERE id = $1 AND pay_password_hash IS NULL',
            [userId, hashed, now]
          )
          if (r.rowCount !== 1) throw validation('缺少參數 code（修改支付密碼需要短訊驗證碼）')
        }
      })
    },

    /**
     * Checks the pay password: not set → PAY_PASSWORD_NOT_SET; locked → PAY_LOCKED; wrong → PAY_PASSWORD_WRONG
     * with the tries left (the 5th wrong try locks for 24 h); right → tries reset.
     */
    async verifyPayPassword(userId: number, password: string): Promise<void> {
      const s = await state(userId)
      if (s.user.pay_password_hash === null)
        throw new AppError(ErrorCode.PAY_PASSWORD_NOT_SET, '請先設定支付密碼')
      if (s.lockedUntil !== null) throw payLocked(s.lockedUntil)
      const ok = await hasher.verify(s.user.pay_password_hash, password)
      const now = clock.now()
      if (ok) {
        await db.query(
          `UPDATE wallets SET pay_tries = 0, locked_until = NULL, updated_at = $2
           WHERE user_id = $1 AND (pay_tries > 0 OR locked_until IS NOT NULL)`,
          [userId, now]
        )
        return
      }
      const row = await db.tx(async (t) => {
        await t.query(
          'INSERT INTO wallets (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
          [userId, now]
        )
        // One statement: concurrent wrong guesses each count. An expired lock starts the count again.
        return t.one<{ pay_tries: number; locked_until: number | null }>(
          `UPDATE wallets SET
             pay_tries = CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE pay_tries + 1 END,
             locked_until = CASE
               WHEN locked_until IS NOT NULL AND locked_until > $2 THEN locked_until
               WHEN (CASE WHEN locked_until IS NOT NULL AND locked_until <= $2 THEN 1 ELSE pay_tries + 1 END) >= $3
                 THEN $2 + $4
               ELSE NULL END,
             updated_at = $2
           WHERE user_id = $1 RETURNING pay_tries, locked_until`,
          [userId, now, MAX_PAY_TRIES, PAY_LOCK_MS]
        )
      })
      if (row?.locked_until != null) throw payLocked(row.locked_until)
      const left = Math.max(0, MAX_PAY_TRIES - (row?.pay_tries ?? 0))
      throw new AppError(ErrorCode.PAY_PASSWORD_WRONG, `支付密碼錯誤，還可嘗試${left}次`)
    },

    /** Ensures a locked account stays locked inside a payment transaction (a lock set meanwhile). */
    async assertNotLocked(t: Db, userId: number): Promise<void> {
      const w = await t.one<{ locked_until: number | null }>(
        'SELECT locked_until FROM wallets WHERE user_id = $1',
        [userId]
      )
      if (w?.locked_until != null && w.locked_until > clock.now()) throw payLocked(w.locked_until)
    }
  }
}

export type WalletService = ReturnType<typeof createWalletService>
