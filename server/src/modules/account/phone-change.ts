import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, unauthorized } from '../../errors.js'
import { smsCodeInvalid, type SmsService } from '../sms/sms-service.js'

/** How long the old phone's confirmation lets the user finish with the new one. */
export const PHONE_TICKET_MS = 15 * 60_000

const phoneInUse = () => new AppError(ErrorCode.PHONE_IN_USE, '此手機號碼已綁定其他帳戶')
const ticketInvalid = () => new AppError(ErrorCode.SMS_CODE_INVALID, '驗證已過期，請重新驗證原手機號碼')

/**
 * Changing the phone: an SMS code to the old phone gives a ticket (an HMAC over user, old phone and expiry, so
 * it dies when the phone changes); with it a code goes to the new phone, which must be free; that code moves
 * the account to the new phone.
 */
export function createPhoneChangeService(deps: { db: Db; clock: Clock; sms: SmsService; secret: string }) {
  const { db, clock, sms } = deps

  async function current(userId: number) {
    const u = await db.one<{ area_code: string; phone: string }>(
      'SELECT area_code, phone FROM users WHERE id = $1 AND deleted_at IS NULL',
      [userId]
    )
    if (!u) throw unauthorized()
    return u
  }

  const mac = (userId: number, phone: string, exp: number) =>
    createHmac('sha256', deps.secret)
      .update(`phone-change:${userId}:${phone}:${exp}`)
      .digest('base64url')
      .slice(0, 32)

  async function checkTicket(userId: number, ticket: string) {
    const u = await current(userId)
    // the signature is base64url and may itself contain '_': split at the first one only
    const cut = ticket.indexOf('_')
    const expRaw = cut > 0 ? ticket.slice(0, cut) : ''
    const sig = cut > 0 ? ticket.slice(cut + 1) : ''
    const exp = parseInt(expRaw ?? '', 36)
    if (!sig || !Number.isFinite(exp) || exp <= clock.now()) throw ticketInvalid()
    const want = Buffer.from(mac(userId, `${u.area_code}${u.phone}`, exp))
    const got = Buffer.from(sig)
    if (want.length !== got.length || !timingSafeEqual(want, got)) throw ticketInvalid()
    return u
  }

  async function assertFree(areaCode: string, phone: string) {
    const taken = await db.one('SELECT 1 AS x FROM users WHERE area_code = $1 AND phone = $2', [
      areaCode,
      phone
    ])
    if (taken) throw phoneInUse()
  }

  return {
    /** The code sent to the old phone (GET /v1/sms/sendSafetyCode?type=changePhone) → a ticket. */
    async verifyOld(userId: number, code: string): Promise<{ ticket: string; expiresAt: number }> {
      const u = await current(userId)
      if (!(await sms.verify(u.area_code, u.phone, 'changePhone', code))) throw smsCodeInvalid()
      const exp = clock.now() + PHONE_TICKET_MS
      return {
        ticket: `${exp.toString(36)}_${mac(userId, `${u.area_code}${u.phone}`, exp)}`,
        expiresAt: Math.floor(exp / 1000)
      }
    },

    async sendNew(userId: number, input: { ticket: string; areaCode: string; phone: string }): Promise<null> {
      await checkTicket(userId, input.ticket)
      await assertFree(input.areaCode, input.phone)
      await sms.send(input.areaCode, input.phone, 'changePhone')
      return null
    },

    async confirm(
      userId: number,
      input: { ticket: string; areaCode: string; phone: string; code: string }
    ): Promise<{ areaCode: string; phone: string }> {
      await checkTicket(userId, input.ticket)
      await assertFree(input.areaCode, input.phone)
      if (!(await sms.verify(input.areaCode, input.phone, 'changePhone', input.code))) throw smsCodeInvalid()
      try {
        await db.query('UPDATE users SET area_code = $2, phone = $3, updated_at = $4 WHERE id = $1', [
          userId,
          input.areaCode,
          input.phone,
          clock.now()
        ])
      } catch (err) {
        if ((err as { code?: unknown }).code === '23505') throw phoneInUse()
        throw err
      }
      return { areaCode: input.areaCode, phone: input.phone }
    }
  }
}

export type PhoneChangeService = ReturnType<typeof createPhoneChangeService>
