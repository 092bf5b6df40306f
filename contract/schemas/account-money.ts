import { z } from 'zod/v4'
import { MAX_TIP, MIN_TIP } from '../account-money'
import { COUPON_TYPES } from '../cart'
import { MAX_RECHARGE, MIN_RECHARGE } from '../wallet'
import { idString, jsonId, paging } from './fields'

/** Requests of the money side of the account centre (issue 12). */

const password = z.string().regex(/^\d{6}$/)

export const HoneyExchangeBody = z.strictObject({ itemKey: z.string().regex(/^[a-z0-9-]{1,40}$/) })
export const ExchangeRecordQuery = z.strictObject({ ...paging })

export const CouponEntriesQuery = z.strictObject({
  type: z.enum(COUPON_TYPES).default('coupon'),
  status: z.enum(['usable', 'used', 'expired']).default('usable')
})

export const HelpCouponStartBody = z.strictObject({})
export const HelpCouponQuery = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9]{8,16}$/) })
export const HelpCouponHelpBody = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9]{8,16}$/) })

export const BankCardBindBody = z.strictObject({
  // digits with optional spaces or dashes between groups; Luhn is checked by the service
  number: z.string().regex(/^[\d -]{12,23}$/)
})
export const BankCardIdBody = z.strictObject({ id: jsonId })
export const BankCardRechargeBody = z.strictObject({
  cardId: jsonId,
  amount: z.number().int().min(MIN_RECHARGE).max(MAX_RECHARGE)
})

export const TipInfoQuery = z.strictObject({ orderId: idString })
export const TipBody = z.strictObject({
  orderId: jsonId,
  amount: z.number().int().min(MIN_TIP).max(MAX_TIP),
  password
})

export const ShopCardOfferQuery = z.strictObject({ mchId: idString })
export const ShopCardRecordsQuery = z.strictObject({ mchId: idString, ...paging })
export const ShopCardBuyBody = z.strictObject({
  mchId: jsonId,
  tierId: jsonId,
  method: z.enum(['wallet', 'online']),
  password: password.optional()
})
export const ShopCardPayBody = z.strictObject({ orderId: jsonId, password })
