/** Stable error codes of the envelope, shared by server and app; docs/api.md lists them with their meaning. */
export const ErrorCode = {
  OK: '0000',
  UNAUTHORIZED: '401',
  MERCHANT_UNAUTHORIZED: 'MERCHANT_UNAUTHORIZED',
  VALIDATION: 'VALIDATION',
  SIGN_MISSING: 'SIGN_MISSING',
  SIGN_INVALID: 'SIGN_INVALID',
  SIGN_EXPIRED: 'SIGN_EXPIRED',
  SIGN_REPLAY: 'SIGN_REPLAY',
  SMS_TOO_FREQUENT: 'SMS_TOO_FREQUENT',
  SMS_DAILY_LIMIT: 'SMS_DAILY_LIMIT',
  SMS_CODE_INVALID: 'SMS_CODE_INVALID',
  SMS_NOT_CONFIGURED: 'SMS_NOT_CONFIGURED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  CAPTCHA_INVALID: 'CAPTCHA_INVALID',
  CAPTCHA_NOT_CONFIGURED: 'CAPTCHA_NOT_CONFIGURED',
  USER_SIGN_INVALID: 'USER_SIGN_INVALID',
  PROMO_CODE_INVALID: 'PROMO_CODE_INVALID',
  PROMO_CODE_BOUND: 'PROMO_CODE_BOUND',
  WX_CODE_INVALID: 'WX_CODE_INVALID',
  WX_NOT_CONFIGURED: 'WX_NOT_CONFIGURED',
  NOT_FOUND: 'NOT_FOUND',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
  LIMIT_EXCEEDED: 'LIMIT_EXCEEDED',
  QTY_TOO_LARGE: 'QTY_TOO_LARGE',
  GOODS_UNAVAILABLE: 'GOODS_UNAVAILABLE',
  MERCHANT_CLOSED: 'MERCHANT_CLOSED',
  OUT_OF_RANGE: 'OUT_OF_RANGE',
  BELOW_MIN_ORDER: 'BELOW_MIN_ORDER',
  COUPON_INVALID: 'COUPON_INVALID',
  ADDRESS_REQUIRED: 'ADDRESS_REQUIRED',
  ORDER_STATE: 'ORDER_STATE',
  PAY_PASSWORD_NOT_SET: 'PAY_PASSWORD_NOT_SET',
  PAY_PASSWORD_WRONG: 'PAY_PASSWORD_WRONG',
  PAY_LOCKED: 'PAY_LOCKED',
  INSUFFICIENT_BALANCE: 'INSUFFICIENT_BALANCE',
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  ALREADY_PAID: 'ALREADY_PAID',
  REFUND_STATE: 'REFUND_STATE',
  ALREADY_EVALUATED: 'ALREADY_EVALUATED',
  GATEWAY_SIGN_INVALID: 'GATEWAY_SIGN_INVALID',
  IDEMPOTENCY_CONFLICT: 'IDEMPOTENCY_CONFLICT',
  SPELL_NOT_OPEN: 'SPELL_NOT_OPEN',
  SPELL_LOCKED: 'SPELL_LOCKED',
  SPELL_NOT_LOCKED: 'SPELL_NOT_LOCKED',
  SPELL_HOST_ONLY: 'SPELL_HOST_ONLY',
  SPELL_FULL: 'SPELL_FULL',
  SPELL_REMOVED: 'SPELL_REMOVED',
  SPELL_EMPTY: 'SPELL_EMPTY',
  /** the amount to charge is no longer the one the customer was shown */
  PRICE_CHANGED: 'PRICE_CHANGED',
  MERCHANT_NO_SPELL: 'MERCHANT_NO_SPELL',
  SHARE_CODE_INVALID: 'SHARE_CODE_INVALID',
  // account centre (issue 12)
  IDENTITY_IN_USE: 'IDENTITY_IN_USE',
  IDENTITY_STATE: 'IDENTITY_STATE',
  PHONE_IN_USE: 'PHONE_IN_USE',
  DELETION_BLOCKED: 'DELETION_BLOCKED',
  QR_INVALID: 'QR_INVALID',
  POINTS_INSUFFICIENT: 'POINTS_INSUFFICIENT',
  SLOT_FULL: 'SLOT_FULL',
  SLOT_CLOSED: 'SLOT_CLOSED',
  /** a booked takeaway delivery time (預約送達) when the shop is not open by its hours (issue 35) */
  DELIVERY_TIME_CLOSED: 'DELIVERY_TIME_CLOSED',
  COUPON_SOLD_OUT: 'COUPON_SOLD_OUT',
  COUPON_NOT_STARTED: 'COUPON_NOT_STARTED',
  COUPON_CODE_INVALID: 'COUPON_CODE_INVALID',
  GIFT_SOLD_OUT: 'GIFT_SOLD_OUT',
  /** alcohol for someone not (declared) 18 or over */
  AGE_RESTRICTED: 'AGE_RESTRICTED',
  // account centre, money side (issue 12)
  HELP_COUPON_SELF: 'HELP_COUPON_SELF',
  HELP_COUPON_CLOSED: 'HELP_COUPON_CLOSED',
  CARD_INVALID: 'CARD_INVALID',
  CARD_LIMIT: 'CARD_LIMIT',
  ALREADY_TIPPED: 'ALREADY_TIPPED',
  SHOP_CARD_INSUFFICIENT: 'SHOP_CARD_INSUFFICIENT',
  /** a merchant application is already in review (one open application per user) */
  APPLICATION_OPEN: 'APPLICATION_OPEN',
  // staff console (issue 36)
  /** no staff session, or it ended (expired, idle, logged out); a customer's apptoken is not one */
  STAFF_UNAUTHORIZED: 'STAFF_UNAUTHORIZED',
  STAFF_LOGIN_FAILED: 'STAFF_LOGIN_FAILED',
  STAFF_LOCKED: 'STAFF_LOCKED',
  /** the session has not passed its second factor (or must enrol one first) */
  STAFF_TOTP_REQUIRED: 'STAFF_TOTP_REQUIRED',
  STAFF_TOTP_INVALID: 'STAFF_TOTP_INVALID',
  /** the session holds a password the server made (new account or reset): it must be changed before anything else */
  STAFF_PASSWORD_CHANGE_REQUIRED: 'STAFF_PASSWORD_CHANGE_REQUIRED',
  /** the role may not do this at all (another shop's ids answer NOT_FOUND instead) */
  STAFF_FORBIDDEN: 'STAFF_FORBIDDEN',
  CSRF_INVALID: 'CSRF_INVALID',
  /** the row was changed by someone else since it was read (its version moved): reload, nothing saved */
  STALE_VERSION: 'STALE_VERSION',
  /** a rider asked for a delivery another rider has taken (or that is no longer open) */
  ORDER_TAKEN: 'ORDER_TAKEN',
  // reviews in the console (issue 37 point 4)
  /** the review already has a report waiting for the operators */
  REPORT_OPEN: 'REPORT_OPEN',
  /** the report was already decided (hidden, dismissed or resolved) by another operator */
  REPORT_STATE: 'REPORT_STATE',
  // operators' support desk (issue 38): a feedback already moved past the step asked
  FEEDBACK_STATE: 'FEEDBACK_STATE',
  // operators run shops and riders (issue 38 point 2)
  /** the shop is suspended by the platform: hidden from customers, its cart and checkout refused */
  SHOP_SUSPENDED: 'SHOP_SUSPENDED',
  /** the shop has closed for good on the platform */
  SHOP_CLOSED_DOWN: 'SHOP_CLOSED_DOWN',
  /** a merchant or rider application was already decided, or a shop is not in the standing the step needs */
  APPLICATION_STATE: 'APPLICATION_STATE',
  SHOP_STANDING: 'SHOP_STANDING',
  /** a suspended rider takes no new delivery (those already taken are finished) */
  RIDER_SUSPENDED: 'RIDER_SUSPENDED',
  INTERNAL: 'INTERNAL'
} as const

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]
