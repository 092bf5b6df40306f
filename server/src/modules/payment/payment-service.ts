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
import { creditTier } from '../wallet/shop-card-ops.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import { recordTitle } from '../../i18n/record-titles.js'

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

/** The kinds of transaction whose owner sits above the ledgers and is told of the payment. */
export type OwnedTxnKind = 'order' | 'member'

/** A gateway payment as its owner sees it: `refId` is the order (or membership order) it pays. */
export interface PaidTxn {
  id: string
  userId: number
  refId: number
  amount: number
}

/**
 * What the owner of a transaction did with a successful payment, inside the callback's transaction: `paid`, or
 * `bounce` when it can no longer be paid (the gateway then gives the money back); `after` runs once that
 * transaction has committed (an order whose window passed is closed in its own).
 */
export interface TxnOutcome {
  outcome: 'paid' | 'bounce'
  after?: () => Promise<void>
}

/**
 * The owner of a kind of transaction (the order module for orders, the member service for plans): registered
 * where the services are built, so the payment ledger never imports what it is paid for (issue 34).
 */
export interface TxnOwner {
  paid: (t: Db, txn: PaidTxn, now: number) => Promise<TxnOutcome>
  /** What the gateway page names: the shop (or product) and the order number. */
  label: (t: Db, refId: number) => Promise<{ payee: string; orderNo: string | null }>
}

export const sandboxOff = () => new AppError(ErrorCode.PAYMENT_FAILED, '線上支付暫未開通，請使用錢包支付')

/**
 * The gateway's side of money (the ledgers layer): opens transactions, renders the sandbox page, verifies and
 * settles callbacks, credits top-ups and shop cards. Orders and membership plans are paid through their owners
 * (`onPaid`), which move them; the order's wallet payment is the order module's (`order/pay-order.ts`).
 */
export function createPaymentService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'production' | 'gatewaySecret'>
  /** The payment provider (modules/gateway/gateway.ts); the sandbox when none is given. */
  gateway?: PaymentGateway
}) {
  const { db, clock, config } = deps
  const gateway = deps.gateway ?? sandboxGateway(config.gatewaySecret)
  const owners = new Map<OwnedTxnKind, TxnOwner>()

  async function shopCardMerchant(t: Db, tierId: number | null): Promise<string> {
    const m = await t.one<{ name: string }>(
      'SELECT m.name FROM shop_card_tiers s JOIN merchants m ON m.id = s.merchant_id WHERE s.id = $1',
      [tierId ?? 0]
    )
    return m?.name ?? '商家'
  }

  const newTxnId = () => `T${randomBytes(12).toString('hex')}`

  return {
    /** The owner of a kind of transaction (one each; set where services are built). */
    onPaid(kind: OwnedTxnKind, owner: TxnOwner): void {
      owners.set(kind, owner)
    },

    /** Online payment is open (the sandbox outside production): SANDBOX_OFF before any other check. */
    assertOnline(): void {
      if (config.production) throw sandboxOff()
    },

    /**
     * A sandbox-gateway transaction for an order or a membership order (checked payable by the caller, in
     * `t`); its page is the payUrl.
     */
    async startTxn(
      t: Db,
      i: { kind: OwnedTxnKind; userId: number; refId: number; amount: number; brand?: PayBrand | null }
    ): Promise<{ payUrl: string }> {
      if (config.production) throw sandboxOff()
      const id = newTxnId()
      const brand = i.brand ?? null
      await openTxn(t, {
        id,
        kind: i.kind,
        userId: i.userId,
        ...(i.kind === 'order' ? { orderId: i.refId } : { memberOrderId: i.refId }),
        amount: i.amount,
        brand,
        now: clock.now()
      })
      return { payUrl: gateway.payUrl({ id, amount: i.amount, brand }) }
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
      const owner = txn.kind === 'order' || txn.kind === 'member' ? owners.get(txn.kind) : undefined
      const label = owner ? await owner.label(db, txnRef(txn)) : null
      return renderGatewayPage({
        txn: txn.id,
        orderId: txnRef(txn),
        amount: txn.amount,
        kind: txn.kind,
        merchantName:
          label?.payee ??
          (txn.kind === 'shopCard'
            ? `${await shopCardMerchant(db, txn.shop_card_tier_id)} 儲值卡`
            : '錢包充值'),
        orderNo: label?.orderNo ?? null,
        status: txn.status,
        brand: txn.brand,
        secret: config.gatewaySecret,
        now: toSeconds(clock.now()),
        callbackUrl: CALLBACK_PATH
      })
    },

    /**
     * The gateway's callback. Signature first (GATEWAY_SECRET); the transaction is single use: a second callback
     * for it answers ALREADY_PAID and changes nothing. Success pays the order (through its owner) or credits a
     * top-up or shop card in one transaction; what can no longer be paid has the money returned by the gateway
     * (recorded).
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
          return { status: 'fail' as const }
        }
        if (txn.kind === 'shopCard') {
          // a stored-value card bought online: the card is credited with the tier (bonus included)
          await creditTier(t, { userId: txn.user_id, tierId: txn.shop_card_tier_id ?? 0, now })
          await settleTxn(t, txn, 'succeed', now)
          return { status: 'success' as const }
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
            ...(card ? recordTitle('rechargeCard', { last4: card.last4 }) : recordTitle('recharge')),
            orderId: null,
            now
          })
          await settleTxn(t, txn, 'succeed', now)
          return { status: 'success' as const }
        }
        // an order or a god-member plan: its owner moves it, once, with this transaction
        const owner = owners.get(txn.kind)
        const paid: TxnOutcome = owner
          ? await owner.paid(
              t,
              { id: txn.id, userId: txn.user_id, refId: txnRef(txn), amount: txn.amount },
              now
            )
          : { outcome: 'bounce' }
        await settleTxn(t, txn, paid.outcome === 'paid' ? 'succeed' : 'bounce', now)
        return {
          status: paid.outcome === 'paid' ? ('success' as const) : ('refunded' as const),
          ...(paid.after ? { after: paid.after } : {})
        }
      })
      if ('after' in outcome && outcome.after) await outcome.after()
      return { status: outcome.status }
    }
  }
}

export type PaymentService = ReturnType<typeof createPaymentService>
