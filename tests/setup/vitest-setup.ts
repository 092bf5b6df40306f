import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { clearCache } from '../../src/queries/cache'
import { fake } from './taro-fake'

// each test starts with no server data cached, as a fresh launch would
beforeEach(() => {
  fake.reset()
  clearCache()
})
afterEach(() => cleanup())
