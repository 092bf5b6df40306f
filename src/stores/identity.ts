import Taro from '@tarojs/taro'
import { clearCache } from '@/queries/cache'
import { resetUserStores } from './user-store'

/**
 * Storage keys that belong to the signed-in user. A new per-user key either starts with
 * USER_KEY_PREFIX or is added here; persisted user stores are reset through their store instead.
 */
export const USER_KEY_PREFIX = 'lotus.user.'
const USER_KEYS = ['lotus.returnPage', 'lotus.searchHistory', 'lotus.address']

const isUserKey = (k: string): boolean =>
  k.startsWith(USER_KEY_PREFIX) || USER_KEYS.some((p) => k === p || k.startsWith(`${p}.`))

/**
 * The one way out of an identity: logout, a 401 and a login as someone else all come here. Clears
 * every per-user store (session included), the server-state cache and the per-user storage keys;
 * the device keeps its env, location and privacy choices.
 */
export function resetIdentity(): void {
  const keys: string[] = Taro.getStorageInfoSync?.().keys ?? []
  for (const k of new Set([...USER_KEYS, ...keys.filter(isUserKey)])) Taro.removeStorageSync(k)
  resetUserStores()
  clearCache()
}
