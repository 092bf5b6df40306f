import type { ShopSettings } from '@lotus/contract/shop-admin'
import { notFound, validation } from '../../errors.js'
import { cardTiers, toSettings } from './read-settings.js'
import { auditActor, checkVersion, shopRow, type Editor, type ShopAdminDeps } from './shared.js'

/** Finds a denomination of this shop; another shop's answers like a missing one. */
const noTier = () => notFound('找不到儲值方案')

/**
 * A shop card denomination (owners): a new one (no id), or one put on sale or off. A denomination is never
 * deleted or repriced once made: cards bought and payments name it; a change of price is a new one.
 */
export async function saveCardTier(
  deps: ShopAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    version: number
    id?: number | undefined
    pay: number
    credit: number
    onSale: boolean
  }
): Promise<ShopSettings> {
  const row = await deps.db.tx(async (t) => {
    const shop = await shopRow(t, input.merchantId, true)
    checkVersion(shop, input.version)
    const same = await t.one<{ id: number; pay: number; credit: number; on_sale: boolean }>(
      input.id === undefined
        ? 'SELECT id, pay, credit, on_sale FROM shop_card_tiers WHERE merchant_id = $1 AND pay = $2'
        : 'SELECT id, pay, credit, on_sale FROM shop_card_tiers WHERE merchant_id = $1 AND id = $2 FOR UPDATE',
      [shop.id, input.id ?? input.pay]
    )
    let id: number
    if (input.id === undefined) {
      if (same) throw validation(`已有售價相同的儲值方案（MOP ${input.pay / 100}）`)
      const made = await t.one<{ id: number }>(
        'INSERT INTO shop_card_tiers (merchant_id, pay, credit, on_sale) VALUES ($1, $2, $3, $4) RETURNING id',
        [shop.id, input.pay, input.credit, input.onSale]
      )
      id = made!.id
    } else {
      if (!same) throw noTier()
      if (same.pay !== input.pay || same.credit !== input.credit)
        throw validation('已售出的儲值方案不可改價，請新增一個方案')
      await t.query('UPDATE shop_card_tiers SET on_sale = $2 WHERE id = $1', [same.id, input.onSale])
      id = same.id
    }
    await t.query('UPDATE merchants SET settings_version = settings_version + 1 WHERE id = $1', [shop.id])
    await deps.audit.write(t, {
      actor: auditActor(who),
      action: input.id === undefined ? 'shop.card.add' : input.onSale ? 'shop.card.on' : 'shop.card.off',
      subjectType: 'shop_card_tier',
      subjectId: id,
      merchantId: shop.id,
      ip: who.ip,
      before:
        same && input.id !== undefined ? { onSale: same.on_sale, version: shop.settings_version } : null,
      after: {
        pay: input.pay,
        credit: input.credit,
        onSale: input.onSale,
        version: shop.settings_version + 1
      }
    })
    return shopRow(t, input.merchantId)
  })
  deps.changed(input.merchantId)
  return toSettings(row, await cardTiers(deps.db, input.merchantId), deps.clock.now())
}
