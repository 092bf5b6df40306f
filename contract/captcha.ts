/**
 * The captcha in front of every SMS code (spec §1): a signed, single-use ALTCHA proof-of-work
 * challenge on h5, the WeChat captcha plugin's ticket on the mini-program.
 */

/** How long an issued challenge can be solved and spent. */
export const CAPTCHA_TTL_MS = 5 * 60_000

/**
 * Upper bound of the secret number. ~10k SHA-256 hashes on average: well under a second on a phone,
 * while every SMS costs a fresh solve (the challenge is single-use).
 */
export const CAPTCHA_MAX_NUMBER = 20_000

/** `GET /v1/captcha/challenge` answer (ALTCHA's challenge format). */
export interface CaptchaChallenge {
  algorithm: 'SHA-256'
  challenge: string
  maxnumber: number
  salt: string
  signature: string
}

/** What the app sends with sendCode / sendSafetyCode. */
export interface CaptchaProof {
  /** base64 of the ALTCHA payload JSON {algorithm, challenge, number, salt, signature} (h5) */
  captcha?: string
  /** WeChat captcha plugin (weapp) */
  captchaTicket?: string
  captchaRandstr?: string
}

/** base64 of the JSON payload ALTCHA verifies. */
export function encodeAltchaPayload(c: CaptchaChallenge, number: number): string {
  const json = JSON.stringify({
    algorithm: c.algorithm,
    challenge: c.challenge,
    number,
    salt: c.salt,
    signature: c.signature
  })
  const bytes = new TextEncoder().encode(json)
  let bin = ''
  for (const b of bytes) bin += String.fromCharCode(b)
  return btoa(bin)
}
