import { describe, expect, it } from 'vitest'
import { createSealer } from './sealer.js'

describe('sealer', () => {
  it('round-trips, never shows the plain text and refuses a tampered or foreign-key value', () => {
    const s = createSealer('k1')
    const sealed = s.seal('A123456(3)')
    expect(sealed).not.toContain('A123456')
    expect(s.seal('A123456(3)')).not.toBe(sealed) // fresh IV each time
    expect(s.open(sealed)).toBe('A123456(3)')
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`
    expect(() => s.open(flipped)).toThrow()
    expect(() => createSealer('k2').open(sealed)).toThrow()
    expect(s.lookupHash('x')).toBe(createSealer('k1').lookupHash('x'))
    expect(s.lookupHash('x')).not.toBe(createSealer('k2').lookupHash('x'))
  })
})
