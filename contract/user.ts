/** What an SMS verification code is for (`/v1/appUser/sendCode` type). */
export const SMS_TYPES = ['login', 'changePhone', 'payPassword', 'deleteAccount', 'bindPhone'] as const
export type SmsType = (typeof SMS_TYPES)[number]

export interface User {
  id: number
  areaCode: string
  phone: string
  /** 0-5 by growth value (contract/member.ts). */
  level: number
  /** Growth value: 1 per MOP of completed orders (issue 12); absent in older answers. */
  growth?: number
  mtype: number
  nickname: string
  avatar: string
  /** 0 unset, 1 male, 2 female. */
  gender: number
  birthday: string | null
  promotionCode: string
  boundPromotionCode: string | null
  honey: number
  /** Seconds. */
  createdAt: number
}

export interface UserSecurity {
  hasPayPassword: boolean
  phoneMasked: string
  identityVerified: boolean
  wechatBound: boolean
}

/** A login's answer. */
export interface LoginResult {
  token: string
  user: User
}
