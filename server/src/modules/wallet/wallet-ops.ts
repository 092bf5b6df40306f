import type { Db } from '../../db/db.js'
import { AppError, ErrorCode } from '../../errors.js'
import type { PhraseValues, RecordTitleKey } from '@lotus/contract/server-words'

export interface WalletRow {
  user_id: number
  balance: number
  pay_tries: number
  locked_until: number | null
  updated_at: number
}

import type { WalletRecordType } from '@lotus/contract/wallet'
export type { WalletRecordType }

/** The user's wallet row, created on first use, locked for update. Use inside a transaction. */
export async function lockWallet(t: Db, userId: number, now: number): Promise<WalletRow> {
  await t.query(
    'INSERT INTO wallets (user_id, updated_at) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
    [userId, now]
  )
  const row = await t.one<WalletRow>('SELECT * FROM wallets WHERE user_id = $1 FOR UPDATE', [userId])
  if (!row) throw new Error(`wallet of user ${userId} vanished`)
  return row
}

/**
 * Adds `amount` (signed avos) to the locked wallet and writes the record with the balance after it.
 * A debit beyond the balance is INSUFFICIENT_BALANCE (the CHECK constraint backs this up).
 */
export async function moveMoney(
  t: Db,
  input: {
    userId: number
    amount: number
    type: WalletRecordType
    title: string
    /** the title's phrase and values (migration 262), worded when read; none: shown as written */
    titleKey?: RecordTitleKey
    titleValues?: PhraseValues
    orderId: number | null
    now: number
  }
): Promise<number> {
  const wallet = await lockWallet(t, input.userId, input.now)
  if (wallet.balance + input.amount < 0) throw insufficientBalance()
  const after = wallet.balance + input.amount
  await t.query('UPDATE wallets SET balance = $2, updated_at = $3 WHERE user_id = $1', [
    input.userId,
    after,
    input.now
  ])
  await t.query(
    `INSERT INTO wallet_records (user_id, type, amount, balance_after, title, order_id, created_at, title_key, title_values)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      input.userId,
      input.type,
      input.amount,
      after,
      input.title,
      input.orderId,
      input.now,
      input.titleKey ?? null,
      input.titleValues ? JSON.stringify(input.titleValues) : null
    ]
  )
  return after
}

export const insufficientBalance = () => new AppError(ErrorCode.INSUFFICIENT_BALANCE, '錢包餘額不足')
