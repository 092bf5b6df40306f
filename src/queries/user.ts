import type { User, UserSecurity } from '@/services/types'
import { bindPromotionCode, getUser, getUserSecurity, updateUser, type UserPatch } from '@/services/user'
import { useSession } from '@/stores/session'
import { invalidate, setData, useQuery } from './cache'

/** The session store keeps who is signed in (persisted); these are the account pages' server reads. */
export const userKeys = {
  all: ['user'] as const,
  profile: ['user', 'profile'] as const,
  security: ['user', 'security'] as const
}

export const useUserProfile = (opts: { enabled?: boolean } = {}) =>
  useQuery<User>(userKeys.profile, getUser, opts)

export const useUserSecurity = (opts: { enabled?: boolean } = {}) =>
  useQuery<UserSecurity>(userKeys.security, getUserSecurity, opts)

/** The answer is the new profile: the cache and the session's copy both show it. */
export async function saveProfile(patch: UserPatch): Promise<User> {
  const user = await updateUser(patch)
  setData(userKeys.profile, user)
  useSession.getState().dispatch({ type: 'user', user })
  return user
}

export async function bindPromotion(code: string): Promise<User> {
  const user = await bindPromotionCode(code)
  setData(userKeys.profile, user)
  useSession.getState().dispatch({ type: 'user', user })
  return user
}

/** Binding a phone or WeChat, setting a pay password: the security summary is asked again. */
export const invalidateSecurity = () => invalidate(userKeys.security)
