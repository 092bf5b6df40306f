import { describe, expect, it } from 'vitest'
import { createSealer } from './sealer.js'

describe('sealer', () => {
  it('round-trips, never shows the plain text and refuses a tampered or foreign-key value', () => {
    const s = createSealer('k1')
    const sealed = s.seal('A123456(3)')
    expect(sealed).not.toContain('A123456')
    expect(s.seal('A123456(3)')).not.toBe(sealed) // fresh IV each time
    expect(s.open(sealed)).toBe('A123456(3)')
    // one bit of the ciphertext changed (not a character of the text: the old swap left the value as it was
    // whenever that character was already the replacement, 1 run in 64)
    const raw = Buffer.from(sealed.slice(3), 'base64url')
    raw[raw.length - 1]! ^= 1
    const flipped = `v1.${raw.toString('base64url')}`
    expect(flipped).not.toBe(sealed)
    expect(() => s.open(flipped)).toThrow()
    expect(() => createSealer('k2').open(sealed)).toThrow()
    expect(s.lookupHash('x')).toBe(createSealer('k1').lookupHash('x'))
    expect(s.lookupHash('x')).not.toBe(createSealer('k2').lookupHash('x'))
  })
})
