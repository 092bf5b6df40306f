import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import {
  formatQrToken,
  parseQrToken,
  QR_STEP_MS,
  qrStep,
  qrStepAccepted,
  type MemberQr
} from '@lotus/contract/member-qr'

const qrInvalid = () => new AppError(ErrorCode.QR_INVALID, '會員碼無效或已過期')

/**
 * The member QR code: HMAC of the user's server-side key over the 60-second step (TOTP-style). A merchant's
 * counter verifies it once (member_qr_uses primary key) within its step or the next.
 */
export function createMemberQrService(deps: { db: Db; clock: Clock; secret: string }) {
  const { db, clock } = deps
  const sign = (userId: number, step: number) => {
    const key = createHmac('sha256', deps.secret).update(`member-qr:${userId}`).digest()
    return createHmac('sha256', key).update(String(step)).digest('base64url').slice(0, 22)
  }

  return {
    current(userId: number): MemberQr {
      const now = clock.now()
      const step = qrStep(now)
      return {
        token: formatQrToken(userId, step, sign(userId, step)),
        step,
        refreshAt: Math.floor(((step + 1) * QR_STEP_MS) / 1000)
      }
    },

    async verify(merchantId: number, token: string) {
      const p = parseQrToken(token)
      const now = clock.now()
      if (!p || !qrStepAccepted(p.step, now)) throw qrInvalid()
      const want = Buffer.from(sign(p.userId, p.step))
      const got = Buffer.from(p.sig)
      if (want.length !== got.length || !timingSafeEqual(want, got)) throw qrInvalid()
      const u = await db.one<{ nickname: string; level: number; mtype: number }>(
        'SELECT nickname, level, mtype FROM users WHERE id = $1 AND deleted_at IS NULL',
        [p.userId]
      )
      if (!u) throw qrInvalid()
      const used = await db.query(
        `INSERT INTO member_qr_uses (user_id, step, merchant_id, used_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [p.userId, p.step, merchantId, now]
      )
      if (used.rowCount !== 1) throw qrInvalid()
      return { memberId: p.userId, nickname: u.nickname, level: u.level, godMember: u.mtype === 1 }
    }
  }
}
