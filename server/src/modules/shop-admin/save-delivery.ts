import type { ShopSettings } from '@lotus/contract/shop-admin'
import { cardTiers, toSettings } from './read-settings.js'
import { saveSettings, type Editor, type ShopAdminDeps } from './shared.js'

/**
 * Delivery range, flat delivery fee, minimum order, the order's packing fee and delivery minutes (owners).
 * Carts are quoted live (pricing reads the row), so a cart already quoted is re-quoted with the new numbers;
 * orders placed keep what they were charged.
 */
export async function saveDelivery(
  deps: ShopAdminDeps,
  who: Editor,
  input: {
    merchantId: number
    version: number
    deliveryFee: number
    minOrder: number
    packFee: number
    deliveryRangeM: number
    deliveryMinutes: number
  }
): Promise<ShopSettings> {
  const row = await saveSettings(deps, who, input, {
    action: 'shop.delivery.save',
    set: 'delivery_fee = $2, min_order = $3, pack_fee = $4, delivery_range_m = $5, delivery_minutes = $6',
    params: [input.deliveryFee, input.minOrder, input.packFee, input.deliveryRangeM, input.deliveryMinutes],
    before: (r) => ({
      deliveryFee: r.delivery_fee,
      minOrder: r.min_order,
      packFee: r.pack_fee,
      deliveryRangeM: r.delivery_range_m,
      deliveryMinutes: r.delivery_minutes
    })
  })
  return toSettings(row, await cardTiers(deps.db, input.merchantId), deps.clock.now())
}
