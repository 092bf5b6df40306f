import { buildStatement, dayRange, type Statement } from '@lotus/contract/figures'
import type { Db } from '../../db/db.js'
import { notFound } from '../../errors.js'
import { refundsIn, salesIn } from './load.js'

/** The settlement statement of Macau days from..to: every sale and refund in it, at the shop's commission rate. */
export async function readStatement(
  db: Db,
  q: { merchantId: number; from: string; to: string }
): Promise<Statement> {
  const m = await db.one<{ name: string; commission_bps: number }>(
    'SELECT name, commission_bps FROM merchants WHERE id = $1',
    [q.merchantId]
  )
  if (!m) throw notFound('找不到商家')
  const { start, end } = dayRange(q.from, q.to)
  const [sales, refunds] = await Promise.all([
    salesIn(db, q.merchantId, start, end),
    refundsIn(db, q.merchantId, start, end)
  ])
  return buildStatement({
    merchantId: q.merchantId,
    merchantName: m.name,
    from: q.from,
    to: q.to,
    commissionBps: m.commission_bps,
    sales,
    refunds
  })
}
