import type { CaptchaProof } from '@lotus/contract/captcha'
import type { Locale } from '@lotus/contract/locale'
import { userInfoSign } from '@/utils/user-sign'
import { userSignSalt } from './env'
import { request } from './request'
import type { AreaCode, LoginResult, SmsType, User, UserSecurity } from './types'
import { t } from '@/i18n'

/** Every SMS code needs a captcha proof (spec §1; `useCaptcha` from `@/components/captcha`). */
export const sendCode = (areaCode: AreaCode, phone: string, type: SmsType, proof: CaptchaProof) =>
  request<null>('/v1/appUser/sendCode', {
    data: { areaCode, phone, type, ...proof },
    loginCall: true,
    loading: t('loading.send')
  })

export const sendSafetyCode = (type: Exclude<SmsType, 'login' | 'bindPhone'>, proof: CaptchaProof) =>
  request<null>('/v1/sms/sendSafetyCode', { data: { type, ...proof }, loading: t('loading.send') })

export const registered = (input: {
  areaCode: AreaCode
  phone: string
  code: string
  promotionCode?: string
}) =>
  request<LoginResult>('/v1/appUser/registered', {
    method: 'POST',
    data: input,
    loginCall: true,
    loading: t('loading.login'),
    // the code page says a wrong or expired code inline, under the cells: no toast on top (issue 8 §12)
    silent: true
  })

export const refreshToken = () =>
  request<string>('/v1/appUser/refreshToken', { loginCall: true, silent: true })

export const logout = () =>
  request<null>('/v1/appUser/logout', { method: 'POST', loginCall: true, silent: true })

export const getUser = () => request<User>('/v1/appUser/getUser')

export const getUserSecurity = () => request<UserSecurity>('/v1/appUser/getUserSecurity')

export type UserPatch = Partial<Pick<User, 'nickname' | 'avatar' | 'gender' | 'birthday'>>

/** Signed per api-conventions: MD5 of the other values in key order + salt. */
export function updateUser(patch: UserPatch) {
  const fields: Record<string, string | number | null | undefined> = { ...patch }
  const sign = userInfoSign(fields, userSignSalt())
  return request<User>('/v1/appUser/updateUser', {
    method: 'POST',
    data: { ...fields, sign },
    loading: t('loading.save')
  })
}

export const bindPromotionCode = (promotionCode: string) =>
  request<User>('/v1/appUser/bindPromotionCode', {
    method: 'POST',
    data: { promotionCode },
    loading: t('loading.submit')
  })

export const bindPhone = (input: { openid: string; areaCode: AreaCode; phone: string; code: string }) =>
  request<LoginResult>('/v1/appUser/bindPhone', {
    method: 'POST',
    data: input,
    loginCall: true,
    loading: t('loading.bind')
  })

/** Tells the server the language the app speaks now: what it pushes to the user is worded in it (issue 39). */
export const setUserLocale = (locale: Locale) =>
  request<null>('/v1/user/locale', { method: 'POST', json: true, data: { locale }, silent: true })
