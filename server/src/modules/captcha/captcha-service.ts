import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1'
import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import {
  CAPTCHA_MAX_NUMBER,
  CAPTCHA_TTL_MS,
  type CaptchaChallenge,
  type CaptchaProof
} from '@lotus/contract/captcha'
import type { CaptchaTicketProvider } from './ticket-provider.js'

const required = () => new AppError(ErrorCode.CAPTCHA_REQUIRED, '請先完成人機驗證')
const invalid = () => new AppError(ErrorCode.CAPTCHA_INVALID, '人機驗證無效或已過期，請重新驗證')

interface AltchaPayload {
  algorithm: 'SHA-256'
  challenge: string
  number: number
  salt: string
  signature: string
}

function decode(captcha: string): AltchaPayload | null {
  try {
    const p = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8')) as Partial<AltchaPayload>
    const ok =
      p !== null &&
      typeof p === 'object' &&
      p.algorithm === 'SHA-256' &&
      typeof p.challenge === 'string' &&
      typeof p.salt === 'string' &&
      typeof p.signature === 'string' &&
      typeof p.number === 'number' &&
      Number.isInteger(p.number) &&
      p.number >= 0 &&
      p.number <= CAPTCHA_MAX_NUMBER
    return ok ? (p as AltchaPayload) : null
  } catch {
    return null
  }
}

/**
 * Spec §1 captcha before every SMS code. A challenge is HMAC-signed (the server keeps nothing until
 * it is spent), expires after CAPTCHA_TTL_MS by the server's clock, and is spent once: its signature
 * is inserted into captcha_spent, so a replay — in this process or another sharing the database —
 * finds it there. `enabled: false` (CAPTCHA=off, never in production) lets every send through.
 */
export function createCaptchaService(deps: {
  db: Db
  clock: Clock
  hmacKey: string
  enabled: boolean
  tickets: CaptchaTicketProvider
}) {
  const { db, clock } = deps

  async function spend(signature: string, expiresAt: number): Promise<boolean> {
    const now = clock.now()
    await db.query('DELETE FROM captcha_spent WHERE expires_at < $1', [now])
    const row = await db.one<{ signature: string }>(
      'INSERT INTO captcha_spent (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature',
      [signature, expiresAt]
    )
    return row != null
  }

  return {
    enabled: deps.enabled,

    async challenge(): Promise<CaptchaChallenge> {
      const c = await createChallenge({
        hmacKey: deps.hmacKey,
        algorithm: 'SHA-256',
        maxnumber: CAPTCHA_MAX_NUMBER,
        expires: new Date(clock.now() + CAPTCHA_TTL_MS)
      })
      return {
        algorithm: 'SHA-256',
        challenge: c.challenge,
        maxnumber: CAPTCHA_MAX_NUMBER,
        salt: c.salt,
        signature: c.signature
      }
    },

    /** Throws CAPTCHA_REQUIRED / CAPTCHA_INVALID unless the proof is genuine, unexpired and unspent. */
    async assertHuman(proof: CaptchaProof, ip: string): Promise<void> {
      if (!deps.enabled) return
      if (proof.captcha) {
        const payload = decode(proof.captcha)
        if (!payload) throw invalid()
        // Expiry by our clock (altcha-lib would read Date.now), from the signed salt parameters.
        const expires = Number(extractParams(payload).expires) * 1000
        if (!Number.isFinite(expires) || expires <= clock.now()) throw invalid()
        if (!(await verifySolution(payload, deps.hmacKey, false))) throw invalid()
        if (!(await spend(payload.signature, expires))) throw invalid()
        return
      }
      if (proof.captchaTicket) {
        const ok = await deps.tickets.verify(proof.captchaTicket, proof.captchaRandstr ?? '', ip)
        if (!ok) throw invalid()
        return
      }
      throw required()
    }
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>
