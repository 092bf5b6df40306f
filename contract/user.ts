/** What an SMS verification code is for (`/v1/appUser/sendCode` type). */
export const SMS_TYPES = ['login', 'changePhone', 'payPassword', 'deleteAccount', 'bindPhone'] as const
export type SmsType = (typeof SMS_TYPES)[number]
