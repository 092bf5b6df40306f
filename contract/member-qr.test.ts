import { describe, expect, it } from 'vitest'
import { formatQrToken, parseQrToken, qrStep, qrStepAccepted } from './member-qr'

describe('member QR token', () => {
  it('steps every 60 s and accepts its own step and the next only', () => {
    const t0 = 1_700_000_000_000 - (1_700_000_000_000 % 60_000)
    expect(qrStep(t0)).toBe(qrStep(t0 + 59_999))
    expect(qrStep(t0 + 60_000)).toBe(qrStep(t0) + 1)
    const s = qrStep(t0)
    expect(qrStepAccepted(s, t0)).toBe(true)
    expect(qrStepAccepted(s, t0 + 119_999)).toBe(true)
    expect(qrStepAccepted(s, t0 + 120_000)).toBe(false)
    expect(qrStepAccepted(s + 1, t0)).toBe(false)
  })

  it('round-trips and refuses malformed tokens', () => {
    const tok = formatQrToken(12345, 28_333_333, 'AbZ_-0123456789xyz')
    expect(parseQrToken(tok)).toEqual({ userId: 12345, step: 28_333_333, sig: 'AbZ_-0123456789xyz' })
    expect(parseQrToken('xx')).toBeNull()
    expect(parseQrToken(`0Z1Z${'a'.repeat(20)}`)).toBeNull()
  })
})
