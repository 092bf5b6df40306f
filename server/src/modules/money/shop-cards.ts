import { randomBytes } from 'node:crypto'
import type {
  ShopCard,
  ShopCardOffer,
  ShopCardRecord,
  ShopCardRecordKind
} from '@lotus/contract/account-money'
import type { Page } from '@lotus/contract/page'
import { isVertical, type Vertical } from '@lotus/contract/verticals'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound, validation } from '../../errors.js'
import { openTxn } from '../payment/txns.js'
import type { OrderLifecycle } from '../order/move.js'
import { lockOrder, orderNotFound, refuseGroupOrder, shopOf, type OrderRow } from '../order/order-ops.js'
import { GATEWAY_PAGE_PATH } from '../payment/payment-service.js'
import { moveMoney } from '../wallet/wallet-ops.js'
import type { WalletService } from '../wallet/wallet-service.js'
import { creditTier, moveShopCard } from '../wallet/shop-card-ops.js'
import { recordTitle } from '../../i18n/record-titles.js'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import type { PhraseValues } from '@lotus/contract/server-words'
import { recordTitleIn } from '../../i18n/record-titles.js'

const firstVertical = (vs: string[]): Vertical => {
  const v = vs.find(isVertical)
  return v ?? 'takeaway'
}

/**
 * Stored-value shop cards: credit for one merchant bought with a bonus (tiers per merchant, seeded), paid from the
 * wallet (pay password) or online through the sandbox gateway; spent only at that merchant as a payment method of
 * its orders (in the order payment's transaction); every change a shop_card_records row; refunds of a card-paid
 * order go back to the card once (refund-ops).
 */
export function createShopCards(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'production'>
  wallet: WalletService
  lifecycle: OrderLifecycle
}) {
  const { db, clock, wallet, config } = deps

  async function merchant(mchId: number) {
    const m = await db.one<{ id: number; name: string; verticals: string[] }>(
      'SELECT id, name, verticals FROM merchants WHERE id = $1',
      [mchId]
    )
    if (!m) throw notFound('找不到商家')
    return m
  }

  async function balanceAt(userId: number, mchId: number): Promise<number> {
    const c = await db.one<{ balance: number }>(
      'SELECT balance FROM shop_cards WHERE user_id = $1 AND merchant_id = $2',
      [userId, mchId]
    )
    return c?.balance ?? 0
  }

  async function offer(userId: number, mchId: number): Promise<ShopCardOffer> {
    const m = await merchant(mchId)
    const tiers = await db.many<{ id: number; pay: number; credit: number }>(
      // only what the shop has on sale (issue 37: the owner takes a denomination off)
      'SELECT id, pay, credit FROM shop_card_tiers WHERE merchant_id = $1 AND on_sale ORDER BY pay',
      [mchId]
    )
    return {
      mchId: m.id,
      merchantName: m.name,
      vertical: firstVertical(m.verticals),
      tiers,
      balance: await balanceAt(userId, mchId)
    }
  }

  async function tierOf(mchId: number, tierId: number) {
    const tier = await db.one<{ id: number; pay: number; credit: number }>(
      'SELECT id, pay, credit FROM shop_card_tiers WHERE id = $1 AND merchant_id = $2 AND on_sale',
      [tierId, mchId]
    )
    if (!tier) throw notFound('找不到儲值方案，或已停售')
    return tier
  }

  return {
    offer,

    /** Every merchant that sells cards, with my balance there. */
    async offers(userId: number): Promise<ShopCardOffer[]> {
      const ids = await db.many<{ merchant_id: number }>(
        'SELECT DISTINCT merchant_id FROM shop_card_tiers WHERE on_sale ORDER BY merchant_id LIMIT 100'
      )
      return Promise.all(ids.map((r) => offer(userId, r.merchant_id)))
    },

    /** My cards (bought at least once), largest balance first. */
    async mine(userId: number): Promise<ShopCard[]> {
      const rows = await db.many<{ merchant_id: number; balance: number; name: string; verticals: string[] }>(
        `SELECT c.merchant_id, c.balance, m.name, m.verticals FROM shop_cards c JOIN merchants m ON m.id = c.merchant_id
         WHERE c.user_id = $1 ORDER BY c.balance DESC, c.merchant_id`,
        [userId]
      )
      return rows.map((r) => ({
        mchId: r.merchant_id,
        merchantName: r.name,
        vertical: firstVertical(r.verticals),
        balance: r.balance
      }))
    },

    /** `locale` words each title that has a key (migration 262); `name` a shop's name in it. */
    async records(
      userId: number,
      q: { mchId: number; page: number; pageSize: number },
      locale: Locale = DEFAULT_LOCALE,
      name?: (zh: string) => string
    ): Promise<Page<ShopCardRecord>> {
      const count = await db.one<{ n: number }>(
        'SELECT COUNT(*)::int AS n FROM shop_card_records WHERE user_id = $1 AND merchant_id = $2',
        [userId, q.mchId]
      )
      const rows = await db.many<{
        id: number
        kind: ShopCardRecordKind
        amount: number
        balance_after: number
        title: string
        title_key: string | null
        title_values: PhraseValues | null
        order_id: number | null
        created_at: number
      }>(
        `SELECT id, kind, amount, balance_after, title, title_key, title_values, order_id, created_at FROM shop_card_records
         WHERE user_id = $1 AND merchant_id = $2 ORDER BY id DESC LIMIT $3 OFFSET $4`,
        [userId, q.mchId, q.pageSize, (q.page - 1) * q.pageSize]
      )
      const total = count?.n ?? 0
      return {
        list: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          amount: r.amount,
          balanceAfter: r.balance_after,
          title: recordTitleIn(r, locale, name),
          orderId: r.order_id,
          createdAt: toSeconds(Number(r.created_at))
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total
      }
    },

    /**
     * Buys a tier: from the wallet (pay password; the wallet debit and the card credit in one transaction) or
     * online (a gateway transaction of kind shopCard; its callback credits the card).
     */
    async buy(
      userId: number,
      input: { mchId: number; tierId: number; method: 'wallet' | 'online'; password?: string }
    ): Promise<{ offer?: ShopCardOffer; payUrl?: string }> {
      const m = await merchant(input.mchId)
      const tier = await tierOf(input.mchId, input.tierId)
      if (input.method === 'online') {
        if (config.production)
          throw new AppError(ErrorCode.PAYMENT_FAILED, '線上支付暫未開通，請使用錢包支付')
        const id = `T${randomBytes(12).toString('hex')}`
        await openTxn(db, {
          id,
          kind: 'shopCard',
          userId,
          amount: tier.pay,
          shopCardTierId: tier.id,
          now: clock.now()
        })
        return { payUrl: `${GATEWAY_PAGE_PATH}?txn=${id}` }
      }
      if (input.password === undefined) throw validation('缺少參數 password（錢包支付需要支付密碼）')
      await wallet.verifyPayPassword(userId, input.password)
      await db.tx(async (t) => {
        await wallet.assertNotLocked(t, userId)
        const now = clock.now()
        await moveMoney(t, {
          userId,
          amount: -tier.pay,
          type: 'shopCard',
          ...recordTitle('shopCardBuy', { merchant: m.name }),
          orderId: null,
          now
        })
        await creditTier(t, { userId, tierId: tier.id, now })
      })
      return { offer: await offer(userId, input.mchId) }
    },

    /**
     * Pays an order from the card of its merchant, exactly once: the order row locked, unpaid and in its window, the
     * card debited (its record names the order) and the order moved to paid, in one transaction.
     */
    async payOrder(userId: number, orderId: number, password: string): Promise<void> {
      const o = await db.one<OrderRow>('SELECT * FROM orders WHERE id = $1 AND user_id = $2', [
        orderId,
        userId
      ])
      if (!o) throw orderNotFound()
      // group orders refund code by code; a card pays delivery and pickup orders, refunded whole and once
      refuseGroupOrder(o)
      if (o.status === 'cancelled') throw new AppError(ErrorCode.ORDER_STATE, '訂單已取消，無法支付')
      if (o.status !== 'unpaid') throw new AppError(ErrorCode.ALREADY_PAID, '訂單已支付，請勿重複付款')
      await wallet.verifyPayPassword(userId, password)
      await db.tx(async (t) => {
        const locked = await lockOrder(t, userId, orderId)
        const now = clock.now()
        if (locked.status !== 'unpaid') throw new AppError(ErrorCode.ALREADY_PAID, '訂單已支付，請勿重複付款')
        if (locked.pay_deadline <= now) throw new AppError(ErrorCode.ORDER_STATE, '訂單已超時關閉，無法支付')
        const m = await t.one<{ name: string }>('SELECT name FROM merchants WHERE id = $1', [
          locked.merchant_id
        ])
        await moveShopCard(t, {
          userId,
          merchantId: shopOf(locked),
          amount: -locked.total,
          kind: 'pay',
          ...recordTitle('orderPay', { merchant: m?.name ?? '商家' }),
          orderId: locked.id,
          now
        })
        await deps.lifecycle.move(
          t,
          locked,
          'pay',
          { type: 'customer', id: userId },
          { at: now, set: { pay_method: 'shopCard' } }
        )
      })
    }
  }
}

export type ShopCardService = ReturnType<typeof createShopCards>
