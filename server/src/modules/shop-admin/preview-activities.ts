import type { ActivityPreview, ShopActivity } from '@lotus/contract/shop-admin'
import { toSeconds } from '../../clock.js'
import { validation } from '../../errors.js'
import { calculateCart } from '../pricing/calculator.js'
import { loadPricing } from '../pricing/load.js'
import type { PricingSnapshot } from '../pricing/snapshot.js'
import { nextActivities } from './save-activities.js'
import { shopRow, type ShopAdminDeps } from './shared.js'

/** No customer: the preview reads no one's coupons, cart or membership. */
const NOBODY = 0

/**
 * What a customer would pay for a sample cart with the edited activities, before they are saved: the checkout's
 * own pipeline (load → calculator) over the shop's goods, once with the activities as saved now and once with
 * the edit. Delivered at the shop's door at this moment's fee band; open or closed does not matter here.
 */
export async function previewActivities(
  deps: ShopAdminDeps,
  input: {
    merchantId: number
    activities: ShopActivity[]
    lines: Array<{ goodsId: number; count: number }>
    newCustomer: boolean
  }
): Promise<ActivityPreview> {
  const row = await shopRow(deps.db, input.merchantId)
  const now = toSeconds(deps.clock.now())
  const snap = await loadPricing(deps.db, {
    userId: NOBODY,
    mchId: row.id,
    lat: 0,
    lng: 0,
    lines: input.lines.map((l) => ({ goodsId: l.goodsId, itemCount: l.count, props: [] })),
    now
  })
  // another shop's goods answers like a missing one (the calculator would mark it off sale)
  if (
    snap.goods.some((g) => g.merchant_id !== row.id) ||
    snap.goods.length < new Set(input.lines.map((l) => l.goodsId)).size
  )
    throw validation('找不到商品')
  // a sample line takes the first value of each required option, as the menu's spec sheet preselects it
  const lines = snap.lines.map((l) => ({
    ...l,
    props: snap.options
      .filter((o) => o.goods_id === l.goodsId && o.required && o.values[0])
      .map((o) => ({ name: o.name, values: [{ value: o.values[0]!.value }] }))
  }))
  const price = (activities: PricingSnapshot['merchant']['activities']) =>
    calculateCart(
      {
        ...snap,
        lines,
        merchant: { ...snap.merchant, activities, is_open: true, paused_until: null, holidays: [] },
        hasCompletedOrder: !input.newCustomer,
        coupons: [],
        redEnvelopes: [],
        freeDeliveryVouchers: [],
        godMember: false
      },
      {
        lat: snap.merchant.lat,
        lng: snap.merchant.lng,
        now,
        couponId: null,
        redEnvelopeId: null,
        freeDeliveryId: null
      }
    ).result
  const before = price(row.activities)
  const after = price(nextActivities(row, input.activities))
  return {
    goodsAmount: after.goodsAmount,
    packFee: after.packFee,
    deliveryFee: after.deliveryFee,
    total: after.total,
    feeLines: after.feeLines,
    totalBefore: before.total
  }
}
