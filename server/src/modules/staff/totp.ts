import { Secret, TOTP } from 'otpauth'

const PERIOD_S = 30
/** One step either side: a phone's clock a little off still logs in. */
const WINDOW = 1

function totpOf(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: 'Lotus 商戶後台',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret)
  })
}

/** A fresh secret (160 bits, base32) and the otpauth:// URL an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 }).base32
  return { secret, url: totpOf(secret, label).toString() }
}

/**
 * The time step `code` is good for at `now`, or null. A step at or before `lastStep` was used already:
 * a code seen once (over a shoulder, in a log) does not log in again.
 */
export function acceptedStep(secret: string, code: string, now: number, lastStep: number): number | null {
  const delta = totpOf(secret, 'check').validate({ token: code, timestamp: now, window: WINDOW })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD_S) + delta
  return step > lastStep ? step : null
}

/** The code of `secret` at `now` (development tools and tests compute what an authenticator app shows). */
export const totpCode = (secret: string, now: number): string =>
  totpOf(secret, 'code').generate({ timestamp: now })

/** Seals TOTP secrets at rest (AES-256-GCM, services.ts builds it from STAFF_TOTP_KEY): a copied database logs no one in. */
export interface SecretBox {
  seal(plain: string): string
  open(sealed: string): string
}

/** The secret inside a stored value; a value stored before sealing (no `v1.` prefix) is read as it is. */
export const openSecret = (box: SecretBox, stored: string): string =>
  stored.startsWith('v1.') ? box.open(stored) : stored
