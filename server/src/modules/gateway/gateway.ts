import type { PayBrand } from '@lotus/contract/pay-brands'
import { verifyCallback, type CallbackFields } from './sandbox-gateway.js'

/**
 * The one interface between our payments and a payment provider. The payment service records a transaction
 * (`payment_txns`: id, amount, brand, what it pays) and then only asks the gateway two things:
 *
 * - `payUrl`: where the customer goes to pay it (the provider's hosted page or app link for that brand);
 * - `verifyCallback`: whether a notification claiming a transaction's outcome really comes from the provider.
 *
 * The callback itself (`POST /api/v1/pay/callback`: txn, orderId, amount, status, ts, sign) is applied by the
 * payment service once per transaction, whoever the provider is. The sandbox below serves its own page outside
 * production; a real provider (an acquirer for MPay, 澳門通, BOC Pay, Alipay HK and WeChat Pay HK) implements
 * this interface and is passed to `createPaymentService` as `gateway` in production.
 */
export interface PaymentGateway {
  /** For logs and docs: which provider this is. */
  readonly name: string
  /** Where the customer pays transaction `txn` with `brand`. */
  payUrl(txn: { id: string; amount: number; brand: PayBrand | null }): string
  /** The provider's signature over a callback's fields is valid. */
  verifyCallback(fields: CallbackFields, sign: string): boolean
}

export const GATEWAY_PAGE_PATH = '/api/gateway/pay'

/** The sandbox provider: our own page (`GET /api/gateway/pay?txn=`) and callbacks signed with GATEWAY_SECRET. */
export function sandboxGateway(secret: string): PaymentGateway {
  return {
    name: 'sandbox',
    payUrl: (txn) => `${GATEWAY_PAGE_PATH}?txn=${txn.id}`,
    verifyCallback: (fields, sign) => verifyCallback(secret, fields, sign)
  }
}
