import { z } from 'zod/v4'
import { MAX_RECHARGE, MIN_RECHARGE } from '../wallet'
import { PAY_BRANDS } from '../pay-brands'
import { intString, paging } from './fields'

/** Requests of /v1/pay/*, the sandbox gateway and /v1/wallet/*. */

const orderId = intString(1, 2_147_483_647)
const txn = z.string().regex(/^T[0-9a-f]{24}$/)

export const WalletPayBody = z.strictObject({ orderId, password: z.string().regex(/^\d{6}$/) })
/** The Macau payment brand chosen at the cashier (issue 35 §5); absent: the provider's own choice page. */
export const payBrand = z.enum(PAY_BRANDS).optional()
export const OnlinePayBody = z.strictObject({ orderId, brand: payBrand })
export const PayCallbackBody = z.strictObject({
  txn,
  orderId: intString(0, 2_147_483_647),
  amount: intString(1, 1_000_000_000),
  status: z.enum(['success', 'fail']),
  ts: intString(0, 9_999_999_999),
  sign: z.string().max(128)
})
export const GatewayPageQuery = z.strictObject({ txn })

export const WalletRecordsQuery = z.strictObject({ ...paging })
export const RechargeBody = z.strictObject({ amount: intString(MIN_RECHARGE, MAX_RECHARGE) })
