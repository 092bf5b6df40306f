import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Rendering tests only (the jsdom project); tests/setup/taro-reset.ts runs before this.
// findBy…/waitFor wait for a condition; on a loaded 2-core machine a page's first render can take seconds,
// so the ceiling is generous (a passing test returns as soon as the condition holds).
configure({ asyncUtilTimeout: 15_000 })
afterEach(() => cleanup())
