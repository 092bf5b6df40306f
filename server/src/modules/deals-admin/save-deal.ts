import type { AdminDeal } from '@lotus/contract/deals-admin'
import type { UsageRules } from '@lotus/contract/group'
import type { DealSaveBody } from '@lotus/contract/schemas/deals-admin'
import type { z } from 'zod/v4'
import { validation } from '../../errors.js'
import {
  auditActor,
  checkVersion,
  lockDeal,
  staleDeal,
  toAdminDeal,
  type DealRow,
  type DealsAdminDeps,
  type Editor
} from './shared.js'

export type DealInput = z.output<typeof DealSaveBody>

/**
 * Creates a deal (unpublished: the shop publishes it when it is ready) or saves one whole. A save names the
 * version it read; a stale one is refused and changes nothing. Vouchers already bought keep what they were
 * bought at: their codes carry their price and their order keeps the rules (group_order_deals).
 */
export async function saveDeal(deps: DealsAdminDeps, who: Editor, input: DealInput): Promise<AdminDeal> {
  const rules: UsageRules = {
    validFrom: input.validFrom,
    validTo: input.validTo,
    weekdays: [...input.weekdays].sort((a, b) => a - b),
    holidays: input.holidays,
    booking: input.booking,
    perPersonLimit: input.perPersonLimit,
    anytimeRefund: input.anytimeRefund,
    expiryRefund: input.expiryRefund
  }
  const values = [
    input.kind,
    input.title,
    input.description,
    input.price,
    input.originalPrice,
    input.persons,
    JSON.stringify(input.contents),
    JSON.stringify(rules),
    input.titleEn ?? null,
    input.titlePt ?? null
  ]
  const out = await deps.db.tx(async (t) => {
    let before: AdminDeal | undefined
    let row: DealRow | undefined
    if (input.id === undefined) {
      row = await t.one<DealRow>(
        `INSERT INTO group_deals (merchant_id, kind, title, description, price, original_price, persons, contents,
           rules, name_en, name_pt, published, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULLIF($10::text, ''), NULLIF($11::text, ''), false,
           COALESCE((SELECT max(sort) + 1 FROM group_deals WHERE merchant_id = $1), 0))
         RETURNING *`,
        [input.merchantId, ...values]
      )
    } else {
      if (input.version === undefined) throw validation('缺少參數 version')
      const old = await lockDeal(t, input.merchantId, input.id)
      checkVersion(old, input.version, staleDeal)
      before = toAdminDeal(old)
      row = await t.one<DealRow>(
        `UPDATE group_deals SET kind = $2, title = $3, description = $4, price = $5, original_price = $6,
           persons = $7, contents = $8, rules = $9,
           name_en = CASE WHEN $10::text IS NULL THEN name_en ELSE NULLIF($10, '') END,
           name_pt = CASE WHEN $11::text IS NULL THEN name_pt ELSE NULLIF($11, '') END, version = version + 1
         WHERE id = $1 RETURNING *`,
        [input.id, ...values]
      )
    }
    const after = toAdminDeal(row!)
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: before ? 'deals.deal.update' : 'deals.deal.create',
      subjectType: 'group_deal',
      subjectId: after.id,
      merchantId: input.merchantId,
      ip: who.ip,
      ...(before ? { before } : {}),
      after
    })
    return after
  })
  deps.changed(input.merchantId)
  return out
}
