import { beforeEach } from 'vitest'
import { clearCache } from '../../src/queries/cache'
import { fake } from './taro-fake'

// Every test starts as a fresh launch: an empty fake Taro (storage, requests, navigation) and no server
// data cached.
beforeEach(() => {
  fake.reset()
  clearCache()
})
