import type { GiftAdmin } from '@lotus/contract/marketing'
import type { GiftSaveBody } from '@lotus/contract/schemas/marketing'
import type { z } from 'zod/v4'
import { AppError, ErrorCode, notFound } from '../../errors.js'
import { auditBy, type MarketingCaller, type MarketingDeps } from './shared.js'

interface GiftRow {
  id: number
  name: string
  description: string
  points: number
  stock: number
  exchanged: number
  on_sale: boolean
  image: string | null
}

const toGift = (r: GiftRow): GiftAdmin => ({
  id: r.id,
  name: r.name,
  description: r.description,
  points: r.points,
  stock: r.stock,
  exchanged: r.exchanged,
  onSale: r.on_sale,
  image: r.image ?? `/api/img/gift/${r.id}.svg`,
  photo: r.image !== null
})

const GIFT_SELECT = 'SELECT id, name, description, points, stock, exchanged, on_sale, image FROM pmall_items'

/** The points mall's gifts (on sale or not), in the mall's order. */
export async function listGifts(d: MarketingDeps): Promise<GiftAdmin[]> {
  const rows = await d.db.many<GiftRow>(`${GIFT_SELECT} WHERE kind = 'gift' ORDER BY sort, id`)
  return rows.map(toGift)
}

/**
 * Adds a gift or changes one. Stock moves by a delta in one guarded statement, so it never goes below what is
 * left (an exchange made meanwhile keeps what it took); the customer's mall reads the change at once.
 */
export async function saveGift(
  d: MarketingDeps,
  c: MarketingCaller,
  input: z.output<typeof GiftSaveBody>
): Promise<GiftAdmin> {
  const now = d.clock.now()
  return d.db.tx(async (t) => {
    if (input.id === undefined) {
      if (input.stockDelta < 0) throw new AppError(ErrorCode.VALIDATION, '新禮品的庫存不可少於 0')
      const r = await t.one<GiftRow>(
        `INSERT INTO pmall_items (kind, name, description, points, stock, on_sale, sort, created_at)
         VALUES ('gift', $1, $2, $3, $4, $5, (SELECT COALESCE(MAX(sort), 0) + 1 FROM pmall_items WHERE kind = 'gift'), $6)
         RETURNING id, name, description, points, stock, exchanged, on_sale, image`,
        [input.name, input.description, input.points, input.stockDelta, input.onSale, now]
      )
      if (!r) throw new Error('gift not inserted')
      await d.audit.write(t, {
        ...auditBy(c),
        action: 'marketing.gift.create',
        subjectType: 'gift',
        subjectId: r.id,
        after: toGift(r)
      })
      return toGift(r)
    }
    const before = await t.one<GiftRow>(`${GIFT_SELECT} WHERE id = $1 AND kind = 'gift' FOR UPDATE`, [
      input.id
    ])
    if (!before) throw notFound('找不到禮品')
    const r = await t.one<GiftRow>(
      `UPDATE pmall_items SET name = $2, description = $3, points = $4, on_sale = $5, stock = stock + $6
       WHERE id = $1 AND stock + $6 >= 0
       RETURNING id, name, description, points, stock, exchanged, on_sale, image`,
      [input.id, input.name, input.description, input.points, input.onSale, input.stockDelta]
    )
    if (!r)
      throw new AppError(ErrorCode.VALIDATION, `庫存只剩 ${before.stock}，不可減少 ${-input.stockDelta}`)
    await d.audit.write(t, {
      ...auditBy(c),
      action: 'marketing.gift.update',
      subjectType: 'gift',
      subjectId: r.id,
      before: toGift(before),
      after: toGift(r)
    })
    return toGift(r)
  })
}
