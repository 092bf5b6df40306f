/** Shapes the server answers (docs/api.md), from the contract. Money in avos, time in seconds. */
export type { Ad } from '@lotus/contract/ads'
export type { City, Place } from '@lotus/contract/geo'
export type { Merchant } from '@lotus/contract/merchant'
export type { Page } from '@lotus/contract/page'
export type { AreaCode } from '@lotus/contract/phone'
export type { LoginResult, SmsType, User, UserSecurity } from '@lotus/contract/user'
export type { Vertical } from '@lotus/contract/verticals'
