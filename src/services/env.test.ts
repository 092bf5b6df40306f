import { describe, expect, it } from 'vitest'
import { allowsEnvSwitch } from './env'

describe('developer environment switch (issue 8 §4)', () => {
  it('only outside pro builds, and only when the build allows it', () => {
    expect(allowsEnvSwitch('pro', '1')).toBe(false)
    expect(allowsEnvSwitch('uat', '1')).toBe(true)
    expect(allowsEnvSwitch('dev', '0')).toBe(false)
    expect(allowsEnvSwitch('dev', undefined)).toBe(false)
  })
})
