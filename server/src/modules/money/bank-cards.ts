import { randomBytes } from 'node:crypto'
import {
  cardBrand,
  luhnValid,
  MAX_BOUND_CARDS,
  normaliseCardNumber,
  type BankCard,
  type CardBrand
} from '@lotus/contract/bank-card'
import type { Clock } from '../../clock.js'
import { toSeconds } from '../../clock.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/db.js'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { openTxn } from '../payment/txns.js'
import { GATEWAY_PAGE_PATH } from '../payment/payment-service.js'

const cardInvalid = () => new AppError(ErrorCode.CARD_INVALID, '銀行卡號無效，請核對後重新輸入')
const sandboxOff = () => new AppError(ErrorCode.PAYMENT_FAILED, '銀行卡充值暫未開通')

/**
 * Bound bank cards for wallet top-ups. The number is checked (Luhn) and handed to the sandbox gateway's vault,
 * which answers a token; only the token and the last four digits are kept, and the number is never logged.
 * A top-up with a card is a gateway transaction (kind recharge, naming the card) credited to the wallet ledger by
 * the gateway's callback like any top-up.
 */
export function createBankCards(deps: { db: Db; clock: Clock; config: Pick<Config, 'production'> }) {
  const { db, clock, config } = deps

  /** The sandbox vault: a random token for the number (a real gateway's tokenisation call goes here). */
  const tokenise = (_number: string) => `tok_${randomBytes(16).toString('hex')}`

  const toCard = (r: { id: number; brand: string; last4: string; created_at: number }): BankCard => ({
    id: r.id,
    brand: r.brand as CardBrand,
    last4: r.last4,
    createdAt: toSeconds(Number(r.created_at))
  })

  async function list(userId: number): Promise<BankCard[]> {
    const rows = await db.many<{ id: number; brand: string; last4: string; created_at: number }>(
      'SELECT id, brand, last4, created_at FROM bank_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY id',
      [userId]
    )
    return rows.map(toCard)
  }

  return {
    list,

    async bind(userId: number, input: string): Promise<BankCard> {
      const number = normaliseCardNumber(input)
      if (!luhnValid(number)) throw cardInvalid()
      if (config.production) throw sandboxOff()
      const token = tokenise(number)
      return db.tx(async (t) => {
        await t.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])
        const n = await t.one<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM bank_cards WHERE user_id = $1 AND removed_at IS NULL',
          [userId]
        )
        if ((n?.n ?? 0) >= MAX_BOUND_CARDS)
          throw new AppError(ErrorCode.CARD_LIMIT, `最多綁定${MAX_BOUND_CARDS}張銀行卡`)
        const row = await t.one<{ id: number; brand: string; last4: string; created_at: number }>(
          `INSERT INTO bank_cards (user_id, token, brand, last4, created_at) VALUES ($1, $2, $3, $4, $5)
           RETURNING id, brand, last4, created_at`,
          [userId, token, cardBrand(number), number.slice(-4), clock.now()]
        )
        if (!row) throw new Error('bank card insert failed')
        return toCard(row)
      })
    },

    async remove(userId: number, id: number): Promise<BankCard[]> {
      const r = await db.query(
        'UPDATE bank_cards SET removed_at = $3 WHERE id = $1 AND user_id = $2 AND removed_at IS NULL',
        [id, userId, clock.now()]
      )
      if (r.rowCount === 0) throw notFound('找不到銀行卡')
      return list(userId)
    },

    /** A sandbox-gateway top-up paid with a bound card; the callback credits the wallet ledger. */
    async recharge(userId: number, cardId: number, amount: number): Promise<{ payUrl: string }> {
      if (config.production) throw sandboxOff()
      const card = await db.one<{ id: number }>(
        'SELECT id FROM bank_cards WHERE id = $1 AND user_id = $2 AND removed_at IS NULL',
        [cardId, userId]
      )
      if (!card) throw notFound('找不到銀行卡')
      const id = `T${randomBytes(12).toString('hex')}`
      await openTxn(db, { id, kind: 'recharge', userId, amount, cardId: card.id, now: clock.now() })
      return { payUrl: `${GATEWAY_PAGE_PATH}?txn=${id}` }
    }
  }
}

export type BankCardService = ReturnType<typeof createBankCards>
