#!/usr/bin/env node
// The cart calculator alone (server/src/modules/pricing/calculator.ts, pure: no database, no HTTP): microseconds
// per quote of the cart `bench/takeaway-read.mjs` prices (美景冰室's three goods, its full-reduction tiers, five
// time bands, two coupons and a red envelope, as the seed has them), the loaded rows frozen as the read cache
// keeps them. The calc route's own share of a request, apart from the HTTP, signature and loading around it.
import { build } from 'esbuild'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { root } from './lib.mjs'

const QUOTES = Number(process.env.BENCH_QUOTES ?? 200_000)
const out = path.join(root, '.temp', `bench-pricing-${process.pid}.mjs`)
mkdirSync(path.dirname(out), { recursive: true })
await build({
  entryPoints: [path.join(root, 'server/src/modules/pricing/calculator.ts')],
  tsconfig: path.join(root, 'server/tsconfig.json'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: out,
  logLevel: 'warning'
})
const { calculateCart } = await import(pathToFileURL(out).href)
rmSync(out, { force: true })

const deepFreeze = (v) => {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}
const goods = (id, name, price, packFee, stock, memberPrice) =>
  deepFreeze({
    id,
    merchant_id: 38,
    name,
    price,
    pack_fee: packFee,
    stock,
    total_stock: stock,
    limit_buy: 0,
    on_sale: true,
    spu_id: null,
    aisle_ids: null,
    member_price: memberPrice
  })
const band = (startMin, endMin, baseFee, perKmFee, freeKm, label) =>
  deepFreeze({ startMin, endMin, baseFee, perKmFee, freeKm, label })
const voucher = (id, type, name, amount, threshold) =>
  deepFreeze({
    id,
    type,
    name,
    amount,
    threshold,
    mchId: null,
    expireAt: 1796484244,
    status: 'usable',
    scope: null
  })

// one object per quote for what the loader builds per request (lines, goods list), kept rows shared and frozen
const merchant = deepFreeze({
  id: 38,
  name: '美景冰室',
  lat: 22.2066,
  lng: 113.5369,
  open_hours: '00:00-24:00',
  is_open: true,
  min_order: 6000,
  delivery_fee: 1200,
  pack_fee: 0,
  activities: [
    { type: 'full_reduction', label: '滿50減5', reduce: 500, threshold: 5000 },
    { type: 'full_reduction', label: '滿100減15', reduce: 1500, threshold: 10000 },
    { type: 'delivery_free', label: '滿 MOP 150 免配送費', threshold: 15000 },
    { type: 'discount', label: '指定套餐9折' }
  ],
  delivery_range_m: 5000
})
const kept = [
  goods(432, '招牌豬扒包', 3600, 0, 605, 3200),
  goods(433, '菠蘿油', 1600, 0, 235, 1400),
  goods(434, '西多士', 2800, 300, 512, null)
]
const bands = [
  band(0, 600, 1700, 300, 2, '早間'),
  band(600, 840, 1400, 200, 3, '午市'),
  band(840, 1020, 1200, 200, 3, '下午'),
  band(1020, 1260, 1400, 200, 3, '晚市'),
  band(1260, 1440, 2000, 300, 2, '夜宵')
]
const coupons = [
  voucher(2, 'coupon', '外賣滿100減20', 2000, 10000),
  voucher(1, 'coupon', '外賣滿60減10', 1000, 6000)
]
const redEnvelopes = [voucher(3, 'redEnvelope', '新人紅包 MOP 5', 500, 0)]
const snapshot = () => ({
  merchant,
  lines: kept.map((g, i) => ({
    cartId: i + 1,
    goodsId: g.id,
    productId: g.id,
    itemCount: 1,
    props: [],
    optType: null
  })),
  goods: kept.map((g) => ({ ...g })),
  options: [],
  bands,
  coupons,
  redEnvelopes,
  freeDeliveryVouchers: [],
  hasCompletedOrder: false,
  godMember: false
})
const input = {
  userId: 2,
  mchId: 38,
  lat: 22.2096,
  lng: 113.5399,
  lines: null,
  pickup: false,
  scheduled: false
}

const runs = []
let total = 0
for (let r = 0; r < 5; r++) {
  const now = 1795879444 + r * 3600 // a different time band each run
  const t0 = process.hrtime.bigint()
  for (let i = 0; i < QUOTES; i++) total += calculateCart(snapshot(), { ...input, now }).result.total
  runs.push(Number(process.hrtime.bigint() - t0) / QUOTES / 1000)
}
const sorted = runs.slice().sort((a, b) => a - b)
console.log(
  JSON.stringify(
    {
      bench: 'cart calculator alone (pure)',
      quotesPerRun: QUOTES,
      usPerQuote: runs.map((x) => +x.toFixed(2)),
      medianUs: +sorted[2].toFixed(2),
      checksum: total
    },
    null,
    2
  )
)
