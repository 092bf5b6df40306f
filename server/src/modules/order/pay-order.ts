import type { Clock } from '../../clock.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import type { PayBrand } from '@lotus/contract/pay-brands'
import type { PaymentService } from '../payment/payment-service.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { WalletService } from '../wallet/wallet-service.js'
import type { OrderLifecycle } from './move.js'
import { lockOrder, returnHeld, shopOf, type OrderRow } from './order-ops.js'
import { recordTitle } from '../../i18n/record-titles.js'

const alreadyPaid = () => new AppError(ErrorCode.ALREADY_PAID, '訂單已支付，請勿重複付款')
const expiredError = () => new AppError(ErrorCode.ORDER_STATE, '訂單已超時關閉，無法支付')

/**
 * Whether an order may be paid now: unpaid and inside its window. Paid-or-later → ALREADY_PAID; cancelled →
 * ORDER_STATE; past its deadline → 'expired' (the caller closes it after its transaction).
 */
function payable(o: OrderRow, now: number): 'ok' | 'expired' {
  if (o.status === 'cancelled') throw new AppError(ErrorCode.ORDER_STATE, '訂單已取消，無法支付')
  if (o.status !== 'unpaid') throw alreadyPaid()
  return o.pay_deadline <= now ? 'expired' : 'ok'
}

async function merchantName(t: Db, merchantId: number): Promise<string> {
  const m = await t.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [merchantId])
  return m?.name ?? '商家'
}

/**
 * Paying an order (issue 34: the order module calls the ledgers below it, they never call back by import): the
 * wallet debit and the move to paid in one transaction, a gateway transaction opened through the payment
 * ledger, and the gateway's success registered as the ledger's owner of `order` transactions.
 */
export function createOrderPayments(deps: {
  db: Db
  clock: Clock
  wallet: Pick<WalletService, 'assertNotLocked' | 'verifyPayPassword'>
  payments: PaymentService
  lifecycle: OrderLifecycle
}) {
  const { db, clock, payments } = deps
  const { move } = deps.lifecycle

  /** A shop's order locked for payment: a god-member plan is paid at the member page (it answers as missing). */
  async function lockShopOrder(t: Db, userId: number | null, orderId: number): Promise<OrderRow> {
    const o = await lockOrder(t, userId, orderId)
    shopOf(o)
    return o
  }

  /** Closes an order whose window passed while someone tried to pay it (own transaction). */
  async function expireNow(orderId: number): Promise<void> {
    await db.tx(async (t) => {
      const o = await lockOrder(t, null, orderId)
      const now = clock.now()
      if (o.status !== 'unpaid' || o.pay_deadline > now) return
      await move(
        t,
        o,
        'expire',
        { type: 'system', name: 'payment.expired' },
        { at: now, reason: '超時未支付', set: { cancel_reason: '超時未支付' } }
      )
      await returnHeld(t, o, now)
    })
  }

  // The gateway's success pays the order in the callback's transaction, once; paid another way, cancelled or
  // expired meanwhile, the gateway gives the money back (and an unpaid one past its window is closed).
  payments.onPaid('order', {
    async paid(t, txn, now) {
      const o = await lockShopOrder(t, null, txn.refId)
      if (o.status !== 'unpaid' || o.pay_deadline <= now || o.total !== txn.amount) {
        return o.status === 'unpaid'
          ? { outcome: 'bounce', after: () => expireNow(o.id) }
          : { outcome: 'bounce' }
      }
      await move(t, o, 'pay', { type: 'customer', id: o.user_id }, { at: now, set: { pay_method: 'online' } })
      return { outcome: 'paid' }
    },
    async label(t, orderId) {
      const o = await t.one<{ order_no: string; merchant_id: number }>(
        'SELECT order_no, merchant_id FROM orders WHERE id = $1',
        [orderId]
      )
      return { payee: o ? await merchantName(t, o.merchant_id) : '商家', orderNo: o?.order_no ?? null }
    }
  })

  /**
   * Debits the wallet for an order, exactly once: the order row is locked, must be unpaid and in its window,
   * then the wallet row is locked and debited, the record written and the order moved to paid — one
   * transaction. The pay password is checked before (payWithWallet).
   */
  async function chargeWallet(userId: number, orderId: number): Promise<void> {
    const outcome = await db.tx(async (t) => {
      const o = await lockShopOrder(t, userId, orderId)
      const now = clock.now()
      if (payable(o, now) === 'expired') return 'expired' as const
      await deps.wallet.assertNotLocked(t, userId)
      await moveMoney(t, {
        userId,
        amount: -o.total,
        type: 'pay',
        ...recordTitle('orderPay', { merchant: await merchantName(t, shopOf(o)) }),
        orderId: o.id,
        now
      })
      await move(t, o, 'pay', { type: 'customer', id: userId }, { at: now, set: { pay_method: 'wallet' } })
      return 'paid' as const
    })
    if (outcome === 'expired') {
      await expireNow(orderId)
      throw expiredError()
    }
  }

  return {
    chargeWallet,

    async payWithWallet(userId: number, orderId: number, password: string): Promise<void> {
      // Order checks first so a paid order never costs a password try.
      const o = await db.one<OrderRow>('SELECT * FROM orders WHERE id = $1 AND user_id = $2', [
        orderId,
        userId
      ])
      if (!o || o.merchant_id === null) throw notFound('找不到訂單')
      if (payable(o, clock.now()) === 'expired') {
        await expireNow(orderId)
        throw expiredError()
      }
      await deps.wallet.verifyPayPassword(userId, password)
      await chargeWallet(userId, orderId)
    },

    /** A sandbox-gateway transaction for the order's total; its page is the payUrl. */
    async payOnline(
      userId: number,
      orderId: number,
      brand: PayBrand | null = null
    ): Promise<{ payUrl: string }> {
      payments.assertOnline()
      const result = await db.tx(async (t) => {
        const o = await lockShopOrder(t, userId, orderId)
        if (payable(o, clock.now()) === 'expired') return null
        return payments.startTxn(t, { kind: 'order', userId, refId: o.id, amount: o.total, brand })
      })
      if (result === null) {
        await expireNow(orderId)
        throw expiredError()
      }
      return result
    }
  }
}

export type OrderPayments = ReturnType<typeof createOrderPayments>
