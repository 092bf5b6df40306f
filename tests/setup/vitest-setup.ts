import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Rendering tests only (the jsdom project); tests/setup/taro-reset.ts runs before this.
afterEach(() => cleanup())
