import { describe, it } from 'vitest'
import { expectFreshModules } from './fresh-modules-check'

describe('a test file starts with fresh app modules (tests/setup/fresh-modules.ts)', () => {
  it('no store, cache entry or login left by another file', () => expectFreshModules())
})
