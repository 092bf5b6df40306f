import type { ShopCardRecordKind } from '@lotus/contract/account-money'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { PhraseValues, RecordTitleKey } from '@lotus/contract/server-words'
import { recordTitle } from '../../i18n/record-titles.js'

export const shopCardInsufficient = (balance: number) =>
  new AppError(ErrorCode.SHOP_CARD_INSUFFICIENT, `儲值卡餘額不足（可用 MOP ${(balance / 100).toFixed(2)}）`)

/**
 * Moves `amount` (signed avos) on the user's card at a merchant inside the caller's transaction: the card row is
 * locked, the balance changed and a record written with the balance after it. A debit beyond the balance is
 * SHOP_CARD_INSUFFICIENT (the CHECK backs it up). An order's pay and refund are each once (unique index): a second
 * one changes nothing and answers null.
 */
export async function moveShopCard(
  t: Db,
  input: {
    userId: number
    merchantId: number
    amount: number
    kind: ShopCardRecordKind
    title: string
    /** the title's phrase and values (migration 262), worded when read */
    titleKey?: RecordTitleKey
    titleValues?: PhraseValues
    orderId: number | null
    now: number
  }
): Promise<number | null> {
  await t.query(
    `INSERT INTO shop_cards (user_id, merchant_id, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, merchant_id) DO NOTHING`,
    [input.userId, input.merchantId, input.now]
  )
  const card = await t.one<{ balance: number }>(
    'SELECT balance FROM shop_cards WHERE user_id = $1 AND merchant_id = $2 FOR UPDATE',
    [input.userId, input.merchantId]
  )
  const balance = card?.balance ?? 0
  if (balance + input.amount < 0) throw shopCardInsufficient(balance)
  const after = balance + input.amount
  const rec = await t.query(
    `INSERT INTO shop_card_records (user_id, merchant_id, kind, amount, balance_after, title, order_id, created_at,
       title_key, title_values)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
    [
      input.userId,
      input.merchantId,
      input.kind,
      input.amount,
      after,
      input.title,
      input.orderId,
      input.now,
      input.titleKey ?? null,
      input.titleValues ? JSON.stringify(input.titleValues) : null
    ]
  )
  if (rec.rowCount === 0) return null
  await t.query(
    'UPDATE shop_cards SET balance = $3, updated_at = $4 WHERE user_id = $1 AND merchant_id = $2',
    [input.userId, input.merchantId, after, input.now]
  )
  return after
}

/** Credits a bought tier to the card (the purchase's money already moved). */
export async function creditTier(
  t: Db,
  input: { userId: number; tierId: number; now: number }
): Promise<{ merchantId: number; credit: number } | null> {
  const tier = await t.one<{ merchant_id: number; pay: number; credit: number }>(
    'SELECT merchant_id, pay, credit FROM shop_card_tiers WHERE id = $1',
    [input.tierId]
  )
  if (!tier) return null
  await moveShopCard(t, {
    userId: input.userId,
    merchantId: tier.merchant_id,
    amount: tier.credit,
    kind: 'buy',
    ...recordTitle('shopCardTier', { pay: tier.pay / 100, credit: tier.credit / 100 }),
    orderId: null,
    now: input.now
  })
  return { merchantId: tier.merchant_id, credit: tier.credit }
}

/** A shop-card-paid order's refund goes back to the card, exactly once (the unique order/kind index). */
export async function refundToShopCard(
  t: Db,
  order: { id: number; user_id: number; merchant_id: number; order_no: string },
  amount: number,
  now: number
): Promise<void> {
  await moveShopCard(t, {
    userId: order.user_id,
    merchantId: order.merchant_id,
    amount,
    kind: 'refund',
    ...recordTitle('orderRefund', { orderNo: order.order_no }),
    orderId: order.id,
    now
  })
}
