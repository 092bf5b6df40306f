/** Member QR code (會員碼): a TOTP-style token that changes every 60 s, signed by the server. */

export const QR_STEP_MS = 60_000

/** The 60-second step containing `ms`. */
export const qrStep = (ms: number): number => Math.floor(ms / QR_STEP_MS)

/** A token is accepted during its own step and the one after (a code shown at the end of its minute). */
export const qrStepAccepted = (tokenStep: number, nowMs: number): boolean => {
  const now = qrStep(nowMs)
  return tokenStep === now || tokenStep === now - 1
}

/** `<userId base36>Z<step base36>Z<signature>`: base36 is lower case, so the first two Z split it. */
export function formatQrToken(userId: number, step: number, sig: string): string {
  return `${userId.toString(36)}Z${step.toString(36)}Z${sig}`
}

export function parseQrToken(token: string): { userId: number; step: number; sig: string } | null {
  const m = /^([0-9a-z]{1,7})Z([0-9a-z]{1,9})Z([A-Za-z0-9_-]{16,43})$/.exec(token)
  if (!m) return null
  const userId = parseInt(m[1] ?? '', 36)
  const step = parseInt(m[2] ?? '', 36)
  if (!Number.isSafeInteger(userId) || userId < 1 || !Number.isSafeInteger(step)) return null
  return { userId, step, sig: m[3] ?? '' }
}

export interface MemberQr {
  token: string
  step: number
  /** Seconds: when the next code replaces this one. */
  refreshAt: number
}
