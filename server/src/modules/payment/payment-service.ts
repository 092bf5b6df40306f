import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { openTxn, settleTxn } from './txns.js'
import { renderGatewayPage, type CallbackFields, type GatewayStatus } from '../gateway/sandbox-gateway.js'
import { GATEWAY_PAGE_PATH, sandboxGateway, type PaymentGateway } from '../gateway/gateway.js'
import type { PayBrand } from '@lotus/contract/pay-brands'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, returnHeld, type OrderRow } from '../order/order-ops.js'
import { creditTier } from '../wallet/shop-card-ops.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { WalletService } from '../wallet/wallet-service.js'

export { GATEWAY_PAGE_PATH }
export const CALLBACK_PATH = '/api/v1/pay/callback'

interface TxnRow {
  id: string
  kind: 'order' | 'recharge' | 'shopCard' | 'member'
  user_id: number
  /** A top-up paid with a bound bank card (tied_card). */
  card_id: number | null
  /** A shop-card purchase: the tier bought. */
  shop_card_tier_id: number | null
  order_id: number | null
  /** A god-member purchase (issue 12): the membership order paid. */
  member_order_id: number | null
  amount: number
  status: 'pending' | 'success' | 'fail' | 'refunded'
  created_at: number
  /** The Macau payment brand chosen at the cashier (issue 35 §5). */
  brand: PayBrand | null
}

/** The id a transaction's callback and return page name: its order, its membership order, else 0. */
const txnRef = (txn: TxnRow): number => txn.order_id ?? txn.member_order_id ?? 0

/**
 * Credits a paid membership order inside the callback's transaction (registered by the member service): true
 * when it was paid now, false when it can no longer be paid (the gateway then gives the money back).
 */
export type MemberPaidHook = (t: Db, memberOrderId: number, now: number) => Promise<boolean>

const alreadyPaid = () => new AppError(ErrorCode.ALREADY_PAID, '訂單已支付，請勿重複付款')
const sandboxOff = () => new AppError(ErrorCode.PAYMENT_FAILED, '線上支付暫未開通，請使用錢包支付')

/**
 * Whether an order may be paid now: unpaid and inside its window. Paid-or-later → ALREADY_PAID; cancelled →
 * ORDER_STATE; past its deadline → 'expired' (the caller closes it after its transaction).
 */
function payable(o: OrderRow, now: number): 'ok' | 'expired' {
  if (o.status === 'cancelled') throw new AppError(ErrorCode.ORDER_STATE, '訂單已取消，無法支付')
  if (o.status !== 'unpaid') throw alreadyPaid()
  return o.pay_deadline <= now ? 'expired' : 'ok'
}

const expiredError = () => new AppError(ErrorCode.ORDER_STATE, '訂單已超時關閉，無法支付')

export function createPaymentService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'production' | 'gatewaySecret'>
  wallet: WalletService
  lifecycle: OrderLifecycle
  /** The payment provider (modules/gateway/gateway.ts); the sandbox when none is given. */
  gateway?: PaymentGateway
}) {
  const { db, clock, config } = deps
  const { move } = deps.lifecycle
  const gateway = deps.gateway ?? sandboxGateway(config.gatewaySecret)

  async function shopCardMerchant(t: Db, tierId: number | null): Promise<string> {
    const m = await t.one<{ name: string }>(
      'SELECT m.name FROM shop_card_tiers s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = $1',
      [tierId ?? 0]
    )
    return m?.name ?? '商家'
  }

  async function merchantName(t: Db, merchantId: number): Promise<string> {
    const m = await t.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [merchantId])
    return m?.name ?? '商家'
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
        {
          at: now,
          reason: '超時未支付',
          set: { cancel_reason: '超時未支付' }
        }
      )
      await returnHeld(t, o, now)
    })
  }

  const newTxnId = () => `T${randomBytes(12).toString('hex')}`
  let memberPaid: MemberPaidHook | null = null

  return {
    /** The member service's listener of gateway-paid membership orders (one; set where services are built). */
    onMemberPaid(hook: MemberPaidHook): void {
      memberPaid = hook
    },

    /** A sandbox-gateway transaction for a membership order (checked payable by the caller, in `t`). */
    async startMemberTxn(
      t: Db,
      i: { userId: number; memberOrderId: number; amount: number; brand?: PayBrand | undefined }
    ): Promise<{ payUrl: string }> {
      if (config.production) throw sandboxOff()
      const id = newTxnId()
      const brand = i.brand ?? null
      await openTxn(t, {
        id,
        kind: 'member',
        userId: i.userId,
        memberOrderId: i.memberOrderId,
        amount: i.amount,
        brand,
        now: clock.now()
      })
      return { payUrl: gateway.payUrl({ id, amount: i.amount, brand }) }
    },

    /**
     * Debits the wallet for an order, exactly once: the order row is locked, must be unpaid and in its window,
     * then the wallet row is locked and debited, the record written and the order moved to paid — one
     * transaction. The pay password is checked before (verifyPayPassword).
     */
    async chargeWallet(userId: number, orderId: number): Promise<void> {
      const outcome = await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        const now = clock.now()
        if (payable(o, now) === 'expired') return 'expired' as const
        await deps.wallet.assertNotLocked(t, userId)
        await moveMoney(t, {
          userId,
          amount: -o.total,
          type: 'pay',
          title: `${await merchantName(t, o.merchant_id)} 訂單支付`,
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
    },

    async payWithWallet(userId: number, orderId: number, password: string): Promise<void> {
      // Order checks first so a paid order never costs a password try.
      const o = await db.one<OrderRow>('SELECT * FROM orders WHERE id = $1 AND user_id = $2', [
        orderId,
        userId
      ])
      if (!o) throw notFound('找不到訂單')
      if (payable(o, clock.now()) === 'expired') {
        await expireNow(orderId)
        throw expiredError()
      }
      await deps.wallet.verifyPayPassword(userId, password)
      await this.chargeWallet(userId, orderId)
    },

    /** A sandbox-gateway transaction for the order's total; its page is the payUrl. */
    async payOnline(
      userId: number,
      orderId: number,
      brand: PayBrand | null = null
    ): Promise<{ payUrl: string }> {
      if (config.production) throw sandboxOff()
      const result = await db.tx(async (t) => {
        const o = await lockOrder(t, userId, orderId)
        const now = clock.now()
        if (payable(o, now) === 'expired') return null
        const id = newTxnId()
        await openTxn(t, { id, kind: 'order', userId, orderId: o.id, amount: o.total, brand, now })
        return { id, amount: o.total }
      })
      if (result === null) {
        await expireNow(orderId)
        throw expiredError()
      }
      return { payUrl: gateway.payUrl({ ...result, brand }) }
    },

    async recharge(userId: number, amount: number): Promise<{ payUrl: string }> {
      if (config.production) throw sandboxOff()
      const id = newTxnId()
      await openTxn(db, { id, kind: 'recharge', userId, amount, now: clock.now() })
      return { payUrl: gateway.payUrl({ id, amount, brand: null }) }
    },

    /** The sandbox page for a transaction, or null when there is no such transaction. */
    async gatewayPage(txnId: string): Promise<string | null> {
      const txn = await db.one<TxnRow>('SELECT * FROM payment_txns WHERE id = $1', [txnId])
      if (!txn) return null
      const order =
        txn.order_id === null
          ? null
          : await db.one<{ order_no: string; merchant_id: number }>(
              'SELECT order_no, merchant_id FROM orders WHERE id = $1',
              [txn.order_id]
            )
      const memberNo =
        txn.member_order_id === null
          ? null
          : await db.one<{ order_no: string }>('SELECT order_no FROM member_orders WHERE id = $1', [
              txn.member_order_id
            ])
      return renderGatewayPage({
        txn: txn.id,
        orderId: txnRef(txn),
        amount: txn.amount,
        kind: txn.kind,
        merchantName: order
          ? await merchantName(db, order.merchant_id)
          : txn.kind === 'shopCard'
            ? `${await shopCardMerchant(db, txn.shop_card_tier_id)} 儲值卡`
            : txn.kind === 'member'
              ? '神會員'
              : '錢包充值',
        orderNo: order?.order_no ?? memberNo?.order_no ?? null,
        status: txn.status,
        brand: txn.brand,
        secret: config.gatewaySecret,
        now: toSeconds(clock.now()),
        callbackUrl: CALLBACK_PATH
      })
    },

    /**
     * The gateway's callback. Signature first (GATEWAY_SECRET); the transaction is single use: a second callback
     * for it answers ALREADY_PAID and changes nothing. Success pays the order (or credits a recharge) in one
     * transaction; an order that can no longer be paid has the money returned by the gateway (recorded).
     */
    async callback(f: CallbackFields, sign: string): Promise<{ status: GatewayStatus | 'refunded' }> {
      if (!gateway.verifyCallback(f, sign)) {
        throw new AppError(ErrorCode.GATEWAY_SIGN_INVALID, '支付回調簽名無效')
      }
      const outcome = await db.tx(async (t) => {
        const txn = await t.one<TxnRow>('SELECT * FROM payment_txns WHERE id = $1 FOR UPDATE', [f.txn])
        if (!txn) throw notFound('找不到支付交易')
        if (txnRef(txn) !== f.orderId || txn.amount !== f.amount) {
          throw new AppError(ErrorCode.GATEWAY_SIGN_INVALID, '支付回調內容與交易不符')
        }
        if (txn.status !== 'pending') throw new AppError(ErrorCode.ALREADY_PAID, '此交易已處理')
        const now = clock.now()
        if (f.status === 'fail') {
          await settleTxn(t, txn, 'fail', now)
          return { status: 'fail' as const, expire: null }
        }
        if (txn.kind === 'shopCard') {
          // a stored-value card bought online: the card is credited with the tier (bonus included)
          await creditTier(t, { userId: txn.user_id, tierId: txn.shop_card_tier_id ?? 0, now })
          await settleTxn(t, txn, 'succeed', now)
          return { status: 'success' as const, expire: null }
        }
        if (txn.kind === 'member') {
          // a god-member plan paid online: the period starts or extends once, with this transaction
          const ok = memberPaid !== null && (await memberPaid(t, txn.member_order_id ?? 0, now))
          await settleTxn(t, txn, ok ? 'succeed' : 'bounce', now)
          return { status: ok ? ('success' as const) : ('refunded' as const), expire: null }
        }
        if (txn.kind === 'recharge') {
          const card =
            txn.card_id === null
              ? null
              : await t.one<{ last4: string }>('SELECT last4 FROM bank_cards WHERE id = $1', [txn.card_id])
          await moveMoney(t, {
            userId: txn.user_id,
            amount: txn.amount,
            type: 'recharge',
            title: card ? `銀行卡充值（尾號 ${card.last4}）` : '錢包充值',
            orderId: null,
            now
          })
          await settleTxn(t, txn, 'succeed', now)
          return { status: 'success' as const, expire: null }
        }
        const o = await lockOrder(t, null, txn.order_id ?? 0)
        if (o.status !== 'unpaid' || o.pay_deadline <= now || o.total !== txn.amount) {
          // Paid another way, cancelled or expired meanwhile: the gateway gives the money back.
          await settleTxn(t, txn, 'bounce', now)
          return { status: 'refunded' as const, expire: o.status === 'unpaid' ? o.id : null }
        }
        await move(
          t,
          o,
          'pay',
          { type: 'customer', id: o.user_id },
          { at: now, set: { pay_method: 'online' } }
        )
        await settleTxn(t, txn, 'succeed', now)
        return { status: 'success' as const, expire: null }
      })
      if (outcome.expire !== null) await expireNow(outcome.expire)
      return { status: outcome.status }
    }
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
