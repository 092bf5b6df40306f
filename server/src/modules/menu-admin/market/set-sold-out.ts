import type { AdminSpu } from '@lotus/contract/market-admin'
import { auditActor, checkVersion, type Editor, type MenuAdminDeps } from '../shared.js'
import { lockSpu, noSpu, staleSpu, toAdminSpu } from './shared.js'

/** Stock a SKU gets back when 售罄 is switched off (as the takeaway menu's switch does). */
const RESTOCK = 99

/**
 * 售罄 of one SKU, or of all the SPU's SKUs (owners and store staff): sold out is stock 0, which the cart, the
 * checkout and the order already refuse; switched back, a SKU gets at least RESTOCK.
 */
export async function setSpuSoldOut(
  deps: MenuAdminDeps,
  who: Editor,
  input: { merchantId: number; id: number; version: number; skuId?: number | undefined; soldOut: boolean }
): Promise<AdminSpu> {
  const out = await deps.db.tx(async (t) => {
    const row = await lockSpu(t, input.merchantId, input.id)
    checkVersion(row, input.version, staleSpu)
    const skus = input.skuId === undefined ? row.skus : row.skus.filter((s) => s.id === input.skuId)
    if (skus.length === 0) throw noSpu()
    await t.query(
      `UPDATE goods SET stock = CASE WHEN $2 THEN 0 ELSE GREATEST(stock, $3) END,
         total_stock = GREATEST(total_stock, CASE WHEN $2 THEN 0 ELSE GREATEST(stock, $3) END),
         version = version + 1
       WHERE id = ANY($1::int[])`,
      [skus.map((s) => s.id), input.soldOut, RESTOCK]
    )
    await t.query('UPDATE market_spus SET version = version + 1 WHERE id = $1', [row.id])
    const after = toAdminSpu(await lockSpu(t, input.merchantId, input.id))
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: input.soldOut ? 'market.spu.soldout' : 'market.spu.restock',
      subjectType: 'market_spu',
      subjectId: row.id,
      merchantId: input.merchantId,
      ip: who.ip,
      before: { skus: skus.map((s) => ({ id: s.id, stock: s.stock })), version: row.version },
      after: {
        skus: after.skus
          .filter((s) => skus.some((x) => x.id === s.id))
          .map((s) => ({ id: s.id, stock: s.stock })),
        version: after.version
      }
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
