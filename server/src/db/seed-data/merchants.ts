import type { SeedActivity, SeedGoods, SeedMerchant } from './types.js'
import { MERCHANT_DEFS, type MerchantDef } from './merchant-defs.js'
import { MENUS, type MenuItem } from './menus.js'
import { OPTION_PRESETS } from './options.js'
import { generalMerchants } from './general.js'
import { pick, randInt, rngFor, type Rng } from './prng.js'

const SERVICE_MENUS = new Set(['cinema', 'ktv', 'spa', 'buffet', 'bbq'])
const RETAIL_MENUS = new Set(['supermarket', 'fruit', 'wine', 'flower', 'souvenir', 'grocery'])
const MIN_GOODS = 8
const MAX_GOODS = 20

const round1 = (n: number): number => Math.round(n * 10) / 10

/** Price in avos: template MOP ± a few MOP, never below 5 MOP, whole or half MOP. */
function priceFor(rng: Rng, mop: number): number {
  if (mop < 20) return Math.round(mop * 100)
  const spread = Math.max(1, Math.round(mop * 0.06))
  const v = mop + randInt(rng, -spread, spread)
  return Math.max(500, Math.round(v) * 100)
}

function buildMenu(def: MerchantDef): (readonly [string, MenuItem[]])[] {
  const base = MENUS[def.menu]
  if (!base) throw new Error(`unknown menu ${def.menu} for ${def.key}`)
  const cats: [string, MenuItem[]][] = base.map(([c, items]) => [c, [...items]])
  for (const [c, item] of def.extra ?? []) {
    const found = cats.find(([name]) => name === c)
    if (found) found[1].unshift(item)
    else cats.unshift([c, [item]])
  }
  if (def.v.includes('group') && !SERVICE_MENUS.has(def.menu) && !RETAIL_MENUS.has(def.menu)) {
    const set = MENUS['groupSet']
    if (set) for (const [c, items] of set) cats.push([c, [...items]])
  }
  return cats
}

function pickItems(rng: Rng, cats: (readonly [string, MenuItem[]])[]): [string, MenuItem][] {
  // Drop ~15% at random while keeping every category non-empty and the total ≥ MIN_GOODS.
  const kept = cats.map(([c, items]) => [c, items.filter(() => rng() >= 0.15)] as [string, MenuItem[]])
  kept.forEach(([, items], i) => {
    const orig = cats[i]?.[1] ?? []
    if (items.length === 0 && orig[0]) items.push(orig[0])
  })
  let total = kept.reduce((n, [, it]) => n + it.length, 0)
  for (let i = 0; total < MIN_GOODS && i < cats.length * 8; i++) {
    const ci = i % cats.length
    const orig = cats[ci]?.[1] ?? []
    const k = kept[ci]
    const miss = orig.find((it) => k && !k[1].includes(it))
    if (k && miss) {
      k[1].push(miss)
      total++
    }
  }
  while (total > MAX_GOODS) {
    const biggest = kept.reduce((a, b) => (b[1].length > a[1].length ? b : a))
    biggest[1].pop()
    total--
  }
  const out: [string, MenuItem][] = []
  for (const [c, items] of kept) for (const it of items) out.push([c, it])
  return out
}

function makeGoods(def: MerchantDef, rng: Rng): SeedGoods[] {
  const isService = SERVICE_MENUS.has(def.menu)
  return pickItems(rng, buildMenu(def)).map(([category, [name, mop, desc, opts]], i) => {
    const price = priceFor(rng, mop)
    const r = rng()
    // ~8% sold out, ~10% almost gone, the rest normal stock.
    const stock =
      r < 0.08 ? 0 : r < 0.18 ? randInt(rng, 2, 9) : isService ? randInt(rng, 50, 300) : randInt(rng, 30, 999)
    const isDeal = category === '團購套餐' || category === '現金券' || category === '套票' || isService
    const hasOriginal = isDeal || rng() < 0.22
    const faceValue = /^\$(\d+)/.exec(name)?.[1] // cash vouchers: original price = face value
    const originalPrice =
      faceValue !== undefined
        ? Number(faceValue) * 100
        : hasOriginal
          ? Math.round((price * (1.15 + rng() * 0.35)) / 100) * 100
          : undefined
    const limitBuy = isDeal ? randInt(rng, 0, 3) : rng() < 0.08 ? randInt(rng, 1, 3) : 0
    const hot = Math.floor(Math.pow(rng(), 2.2) * 1800)
    const props = (opts ?? '')
      .split('+')
      .filter((k) => k.length > 0)
      .flatMap((k) => OPTION_PRESETS[k] ?? [])
    const tags: string[] = []
    if (i < 2) tags.push('招牌')
    if (hot > 900) tags.push('熱賣')
    if (stock === 0) tags.push('售罄')
    const g: SeedGoods = {
      key: `${def.key}-g${String(i + 1).padStart(2, '0')}`,
      name,
      category,
      price,
      stock,
      limitBuy,
      monthSales: hot + (i < 2 ? 300 : 0),
      description: desc || `${def.name}${category}：${name}`,
      props,
      tags
    }
    if (originalPrice !== undefined && originalPrice > price) g.originalPrice = originalPrice
    if (def.v.includes('takeaway') && !RETAIL_MENUS.has(def.menu) && !isService)
      g.packFee = pick(rng, [0, 100, 200, 300])
    return g
  })
}

function makeActivities(def: MerchantDef, rng: Rng): SeedActivity[] {
  const acts: SeedActivity[] = []
  if (def.v.includes('takeaway') || def.v.includes('supermarket') || def.v.includes('general')) {
    const tiers = pick(rng, [
      [
        [5000, 500],
        [10000, 1500]
      ],
      [
        [6000, 800],
        [12000, 2000]
      ],
      [
        [8000, 1000],
        [15000, 2500],
        [25000, 5000]
      ],
      [
        [10000, 1500],
        [20000, 3500]
      ]
    ] as const)
    for (const [threshold, reduce] of tiers) {
      acts.push({ type: 'full_reduction', label: `滿${threshold / 100}減${reduce / 100}`, threshold, reduce })
    }
    if (rng() < 0.5) acts.push({ type: 'delivery_free', label: '滿 MOP 150 免配送費', threshold: 15000 })
    if (rng() < 0.6) {
      const r = pick(rng, [500, 800, 1000, 1500])
      acts.push({ type: 'new_user', label: `新客立減${r / 100}`, reduce: r })
    }
  }
  if (def.v.includes('group') && rng() < 0.7)
    acts.push({ type: 'discount', label: pick(rng, ['團購低至85折', '指定套餐9折', '平日88折']) })
  return acts
}

function build(def: MerchantDef, idx: number): SeedMerchant {
  const rng = rngFor(def.key)
  const goods = makeGoods(def, rng)
  const delivers = def.v.includes('takeaway') || def.v.includes('supermarket') || def.v.includes('general')
  const star = round1(3.6 + rng() * 1.4)
  const avg = Math.round(goods.reduce((s, g) => s + g.price, 0) / goods.length / 100) * 100
  const retail = RETAIL_MENUS.has(def.menu)
  return {
    key: def.key,
    name: def.name,
    verticals: def.v,
    category: def.cat,
    district: def.d,
    address: def.addr,
    lat: def.lat,
    lng: def.lng,
    phone: `28${randInt(rng, 200000, 999999)}`,
    openHours: def.hours,
    star: Math.min(5, star),
    tasteStar: Math.min(5, round1(star + (rng() - 0.4) * 0.4)),
    packStar: Math.min(5, round1(star + (rng() - 0.5) * 0.5)),
    monthSales: goods.reduce((s, g) => s + g.monthSales, 0),
    avgPrice: Math.max(1000, avg),
    minOrder: delivers ? pick(rng, retail ? [5000, 8000, 10000] : [3000, 4000, 5000, 6000]) : 0,
    deliveryFee: delivers ? pick(rng, [800, 1000, 1200, 1500, 2000]) : 0,
    packFee: delivers && !retail ? pick(rng, [0, 100, 200]) : 0,
    deliveryMinutes: delivers ? randInt(rng, 25, 55) : 0,
    notice:
      def.notice ??
      (delivers
        ? '如遇惡劣天氣或繁忙時段，送餐時間或會延長，敬請見諒。'
        : '團購券購買後請出示券碼核銷，節假日通用。'),
    tags: def.tags ?? [],
    activities: makeActivities(def, rng),
    goods,
    licenseNo: `IAM-${2012 + (idx % 12)}-${String(randInt(rng, 100, 9999)).padStart(4, '0')}`
  }
}

/** Every demo merchant: the core catalogue, then the general store's own shops (issue 11, general.ts). */
export const merchants: SeedMerchant[] = [...MERCHANT_DEFS.map(build), ...generalMerchants]
