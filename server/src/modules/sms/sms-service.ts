import { createHmac, randomInt } from 'node:crypto'
import type { Clock } from '../../clock.js'
import { macauDayStart } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { SmsProvider } from './sms-provider.js'
import type { SmsType } from '@lotus/contract/user'

export const CODE_TTL_MS = 5 * 60_000
export const RESEND_INTERVAL_MS = 60_000
export const DAILY_LIMIT = 10
export const MAX_ATTEMPTS = 5

export function createSmsService(deps: {
  db: Db
  clock: Clock
  pepper: string
  provider: SmsProvider
  /** Overrides RESEND_INTERVAL_MS (non-production browser tests only: SMS_RESEND_MS). */
  resendIntervalMs?: number
}) {
  const resendMs = deps.resendIntervalMs ?? RESEND_INTERVAL_MS
  const { db, clock } = deps
  const hashCode = (areaCode: string, phone: string, type: string, code: string) =>
    createHmac('sha256', deps.pepper).update(`${areaCode}:${phone}:${type}:${code}`).digest('hex')

  return {
    /** Sends a fresh 6-digit code; earlier unused codes of the same purpose stop working. */
    async send(areaCode: string, phone: string, type: SmsType): Promise<void> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await db.tx(async (t) => {
        const now = clock.now()
        // Serialise sends for one phone so two concurrent requests cannot both pass the limits.
        await t.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sms:${areaCode}:${phone}`])
        const stats = await t.one<{ last: number | null; today: number }>(
          `SELECT MAX(created_at) AS last, COUNT(*) FILTER (WHERE created_at >= $3)::int AS today
           FROM sms_codes WHERE area_code = $1 AND phone = $2`,
          [areaCode, phone, macauDayStart(now)]
        )
        if (stats?.last != null && now - stats.last < resendMs) {
          throw new AppError(ErrorCode.SMS_TOO_FREQUENT, '發送過於頻繁，請一分鐘後再試')
        }
        if ((stats?.today ?? 0) >= DAILY_LIMIT) {
          throw new AppError(ErrorCode.SMS_DAILY_LIMIT, '今日驗證碼發送次數已達上限')
        }
        await t.query(
          'UPDATE sms_codes SET voided_at = $4 WHERE area_code = $1 AND phone = $2 AND type = $3 AND used_at IS NULL AND voided_at IS NULL',
          [areaCode, phone, type, now]
        )
        await t.query(
          'INSERT INTO sms_codes (area_code, phone, type, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [areaCode, phone, type, hashCode(areaCode, phone, type, code), now, now + CODE_TTL_MS]
        )
        // Inside the transaction: a provider failure leaves no code behind to count against the limits.
        await deps.provider.send({ areaCode, phone, code, type })
      })
    },

    /**
     * Consumes the code when it matches. A wrong guess is counted and committed even though the
     * caller then fails; the fifth wrong guess voids the code.
     */
    async verify(areaCode: string, phone: string, type: SmsType, code: string): Promise<boolean> {
      return db.tx(async (t) => {
        const now = clock.now()
        const row = await t.one<{ id: number; code_hash: string; attempts: number }>(
          `SELECT id, code_hash, attempts FROM sms_codes
           WHERE area_code = $1 AND phone = $2 AND type = $3 AND used_at IS NULL AND voided_at IS NULL AND expires_at > $4
           ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
          [areaCode, phone, type, now]
        )
        if (!row) return false
        if (row.code_hash === hashCode(areaCode, phone, type, code)) {
          await t.query('UPDATE sms_codes SET used_at = $2 WHERE id = $1', [row.id, now])
          return true
        }
        const attempts = row.attempts + 1
        await t.query('UPDATE sms_codes SET attempts = $2, voided_at = $3 WHERE id = $1', [
          row.id,
          attempts,
          attempts >= MAX_ATTEMPTS ? now : null
        ])
        return false
      })
    }
  }
}

export const smsCodeInvalid = () => new AppError(ErrorCode.SMS_CODE_INVALID, '驗證碼錯誤或已失效')

export type SmsService = ReturnType<typeof createSmsService>
