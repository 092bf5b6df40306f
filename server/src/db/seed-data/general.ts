import type { GeneralKind, SellBy } from '@lotus/contract/general'
import type { WeightPolicy } from '@lotus/contract/weight'
import { pick, randInt, rngFor } from './prng.js'
import type { District, SeedActivity, SeedGoods, SeedMerchant } from './types.js'

/**
 * The general store's own demo shops (issue 11): fruit shops, florists, bakeries, wine merchants and gift
 * shops on real Macau streets (our own shop names). Goods carry their general facts (sold by weight or box,
 * season and origin of fruit, alcohol, gift sets), seeded into general_goods by seed.ts.
 */

export interface GeneralFacts {
  sellBy: SellBy
  /** MOP per 500 g (sold by weight) */
  per500?: number
  /** estimated grams of one portion (sold by weight) */
  grams?: number
  season?: string
  months?: number[]
  origin?: string
  alcohol?: boolean
  giftSet?: boolean
}

/** [name, MOP, category, description, facts] — the price of a by-weight item is derived from per500 × grams. */
type Item = readonly [name: string, mop: number, category: string, desc: string, facts: GeneralFacts]

const W = (per500: number, grams: number, f: Omit<GeneralFacts, 'sellBy'>): GeneralFacts => ({
  sellBy: 'weight',
  per500,
  grams,
  ...f
})
const BOX = (f: Omit<GeneralFacts, 'sellBy'> = {}): GeneralFacts => ({ sellBy: 'box', ...f })
const U = (f: Omit<GeneralFacts, 'sellBy'> = {}): GeneralFacts => ({ sellBy: 'unit', ...f })
const WINE = (giftSet = false): GeneralFacts => ({ sellBy: 'unit', alcohol: true, giftSet })

const SUMMER = [5, 6, 7, 8]
const WINTER = [11, 12, 1, 2]
const ALL_YEAR = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]

export const FRUIT: readonly Item[] = [
  [
    '泰國金枕頭榴槤',
    0,
    '時令水果',
    '果肉飽滿，可代開，按重量計價',
    W(48, 2000, { season: '夏季', months: SUMMER, origin: '泰國' })
  ],
  [
    '智利車厘子 JJ 級（1kg 盒）',
    168,
    '時令水果',
    '冷鏈直送',
    BOX({ season: '冬季', months: WINTER, origin: '智利' })
  ],
  [
    '日本陽光玫瑰青提（1串）',
    188,
    '時令水果',
    '香甜無核',
    BOX({ season: '秋季', months: [8, 9, 10, 11], origin: '日本' })
  ],
  [
    '台灣愛文芒果',
    0,
    '時令水果',
    '香甜多汁，按重量計價',
    W(28, 1000, { season: '夏季', months: SUMMER, origin: '台灣' })
  ],
  [
    '廣西沙糖桔',
    0,
    '時令水果',
    '新年應節，按重量計價',
    W(12, 1500, { season: '冬季', months: WINTER, origin: '廣西' })
  ],
  [
    '泰國山竹',
    0,
    '時令水果',
    '按重量計價',
    W(32, 1000, { season: '夏季', months: [4, 5, 6, 7, 8, 9], origin: '泰國' })
  ],
  [
    '美國華盛頓富士蘋果',
    0,
    '時令水果',
    '爽脆清甜，按重量計價',
    W(16, 1000, { season: '秋冬', months: [9, 10, 11, 12, 1, 2], origin: '美國' })
  ],
  [
    '澳洲臍橙',
    0,
    '時令水果',
    '按重量計價',
    W(14, 1500, { season: '夏秋', months: [6, 7, 8, 9, 10], origin: '澳洲' })
  ],
  [
    '海南金鑽菠蘿',
    0,
    '時令水果',
    '可代削皮，按重量計價',
    W(10, 1500, { season: '春季', months: [3, 4, 5, 6], origin: '海南' })
  ],
  [
    '韓國士多啤梨（330g 盒）',
    98,
    '時令水果',
    '',
    BOX({ season: '冬春', months: [12, 1, 2, 3, 4], origin: '韓國' })
  ],
  [
    '新西蘭金奇異果（6個裝）',
    38,
    '時令水果',
    '',
    BOX({ season: '夏秋', months: [5, 6, 7, 8, 9, 10], origin: '新西蘭' })
  ],
  [
    '日本靜岡蜜瓜（禮盒）',
    388,
    '果籃禮盒',
    '送禮首選',
    BOX({ season: '全年', months: ALL_YEAR, origin: '日本', giftSet: true })
  ],
  ['探病果籃', 328, '果籃禮盒', '蘋果、橙、提子等，可附心意卡', U({ giftSet: true })],
  ['開張祝賀果籃', 588, '果籃禮盒', '', U({ giftSet: true })],
  ['雜果盒', 38, '鮮切水果', '即日鮮切', U()],
  ['西瓜盒', 25, '鮮切水果', '', U()]
]

export const FLOWERS: readonly Item[] = [
  ['11 朵紅玫瑰花束', 358, '花束', '附心意卡', U({ giftSet: true })],
  ['向日葵花束', 228, '花束', '畢業祝福', U()],
  ['香水百合花束', 298, '花束', '', U()],
  ['康乃馨花束', 268, '花束', '送給媽媽', U()],
  ['繡球花束', 320, '花束', '', U()],
  ['乾花小束', 128, '花束', '', U()],
  ['永生花禮盒', 488, '花禮', '可保存一年', U({ giftSet: true })],
  ['蝴蝶蘭盆栽', 588, '花禮', '開張、喬遷之選', U()],
  ['開張花籃', 888, '花籃', '可代寫賀詞', U()],
  ['慰問花籃', 680, '花籃', '', U()]
]

export const BAKERY: readonly Item[] = [
  ['葡撻（6個）', 60, '即日出爐', '每日新鮮焗製', BOX()],
  ['菠蘿包', 10, '即日出爐', '', U()],
  ['豬仔包', 12, '即日出爐', '', U()],
  ['法式牛角包', 18, '即日出爐', '', U()],
  ['紙包蛋糕（4個）', 36, '即日出爐', '', BOX()],
  ['芒果千層蛋糕（6吋）', 268, '蛋糕', '須提前一日預訂', U()],
  ['黑森林蛋糕（6吋）', 238, '蛋糕', '', U()],
  ['杏仁餅禮盒', 88, '手信禮盒', '澳門傳統手信', BOX({ giftSet: true })],
  ['蛋卷禮盒', 98, '手信禮盒', '', BOX({ giftSet: true })],
  ['牛油曲奇罐', 138, '手信禮盒', '', BOX({ giftSet: true })],
  ['鳳梨酥禮盒', 128, '手信禮盒', '', BOX({ giftSet: true })]
]

export const WINES: readonly Item[] = [
  ['杜羅河紅酒 Quinta do Douro 2019', 168, '葡萄牙酒', '葡萄牙杜羅河產區', WINE()],
  ['綠酒 Vinho Verde', 98, '葡萄牙酒', '清新微氣泡', WINE()],
  ['10年陳波特酒 Tawny Port', 328, '葡萄牙酒', '', WINE()],
  ['Mateus 玫瑰酒', 88, '葡萄牙酒', '', WINE()],
  ['阿連特茹珍藏紅酒 Alentejo Reserva 2018', 218, '葡萄牙酒', '', WINE()],
  ['杜奧白酒 Dão Branco 2021', 138, '葡萄牙酒', '', WINE()],
  ['馬德拉酒 Madeira 5 Years', 258, '葡萄牙酒', '', WINE()],
  ['波爾多紅酒 Bordeaux Supérieur 2018', 268, '法國/新世界', '', WINE()],
  ['勃艮第黑皮諾 Pinot Noir 2020', 398, '法國/新世界', '', WINE()],
  ['Moët & Chandon 香檳', 498, '法國/新世界', '', WINE()],
  ['新西蘭白酒 Sauvignon Blanc', 158, '法國/新世界', '', WINE()],
  ['澳洲設拉子 Shiraz 2019', 188, '法國/新世界', '', WINE()],
  ['智利赤霞珠 Cabernet Sauvignon', 128, '法國/新世界', '', WINE()],
  ['意大利 Prosecco 氣泡酒', 148, '法國/新世界', '', WINE()],
  ['西班牙 Rioja Crianza 2019', 178, '法國/新世界', '', WINE()],
  ['獺祭 純米大吟釀 45 720ml', 328, '烈酒清酒', '', WINE()],
  ['軒尼詩 VSOP 700ml', 588, '烈酒清酒', '', WINE()],
  ['Johnnie Walker 黑牌 700ml', 298, '烈酒清酒', '', WINE()],
  ['澳門啤酒（6罐）', 78, '烈酒清酒', '本地釀造', WINE()],
  ['雙支紅酒禮盒', 388, '送酒禮盒', '附送開瓶器', WINE(true)],
  ['葡萄牙紅綠酒雙支禮盒', 288, '送酒禮盒', '杜羅河紅酒 + 綠酒', WINE(true)],
  ['商務送禮套裝', 988, '送酒禮盒', '波爾多紅酒兩支 + 酒具', WINE(true)],
  ['香檳對杯禮盒', 638, '送酒禮盒', '香檳一支 + 水晶杯一對', WINE(true)],
  ['波特酒朱古力禮盒', 428, '送酒禮盒', '', WINE(true)],
  ['無酒精氣泡葡萄汁', 68, '無酒精', '不含酒精', U()],
  ['水晶紅酒杯（一對）', 128, '酒具', '', U()]
]

export const GIFTS: readonly Item[] = [
  ['澳門手信禮籃', 368, '禮籃', '杏仁餅、蛋卷、牛肉乾', U({ giftSet: true })],
  ['葡式花磚杯墊（4個）', 98, '澳門特色', '', BOX()],
  ['大三巴牌坊擺設', 168, '澳門特色', '', U()],
  ['澳門明信片套裝', 48, '澳門特色', '', BOX()],
  ['香薰蠟燭禮盒', 228, '家居禮品', '', U({ giftSet: true })],
  ['保溫杯禮盒', 198, '家居禮品', '', U({ giftSet: true })],
  ['普洱茶葉禮盒', 268, '茶與滋補', '', U({ giftSet: true })],
  ['燕窩禮盒', 888, '茶與滋補', '', U({ giftSet: true })],
  ['朱古力禮盒', 158, '甜點禮盒', '', BOX({ giftSet: true })],
  ['牛肉乾禮盒', 138, '甜點禮盒', '', BOX({ giftSet: true })]
]

const CATALOGUE: Record<GeneralKind, readonly Item[]> = {
  fruit: FRUIT,
  florist: FLOWERS,
  bakery: BAKERY,
  wine: WINES,
  gift: GIFTS
}

const CATEGORY: Record<GeneralKind, string> = {
  fruit: '水果',
  florist: '花店',
  bakery: '餅店',
  wine: '酒行',
  gift: '禮品'
}

interface StoreDef {
  key: string
  name: string
  kind: GeneralKind
  d: District
  addr: string
  lat: number
  lng: number
  hours: string
  policy: WeightPolicy
  /** which items of the kind's catalogue, as [from, to) */
  range: readonly [number, number]
  tags: string[]
}

const P: District = '澳門半島'
const T: District = '氹仔'
const C: District = '路氹城'
const L: District = '路環'

export const GENERAL_STORE_DEFS: readonly StoreDef[] = [
  {
    key: 'gen-fruit-taipa',
    name: '果然鮮生果',
    kind: 'fruit',
    d: T,
    addr: '氹仔地堡街 48 號地下',
    lat: 22.15425,
    lng: 113.5566,
    hours: '00:00-24:00',
    policy: 'refund',
    range: [0, 16],
    tags: ['按重量計價', '時令']
  },
  {
    key: 'gen-fruit-san-kio',
    name: '四季果園',
    kind: 'fruit',
    d: P,
    addr: '澳門嘉路米耶圓形地 12 號地下',
    lat: 22.20355,
    lng: 113.5463,
    hours: '08:00-22:00',
    policy: 'absorb',
    range: [0, 15],
    tags: ['三盞燈', '足秤']
  },
  {
    key: 'gen-fruit-praia',
    name: '南灣鮮果舖',
    kind: 'fruit',
    d: P,
    addr: '澳門南灣大馬路 517 號地下',
    lat: 22.18935,
    lng: 113.53905,
    hours: '00:00-24:00',
    policy: 'refund',
    range: [2, 16],
    tags: ['果籃']
  },
  {
    key: 'gen-fruit-areia-preta',
    name: '黑沙環果欄',
    kind: 'fruit',
    d: P,
    addr: '澳門馬場北大馬路 200 號地下',
    lat: 22.21255,
    lng: 113.55195,
    hours: '07:30-21:30',
    policy: 'refund',
    range: [1, 15],
    tags: ['批發價']
  },
  {
    key: 'gen-florist-senado',
    name: '蓮香花藝',
    kind: 'florist',
    d: P,
    addr: '澳門板樟堂街 9 號地下',
    lat: 22.19415,
    lng: 113.53985,
    hours: '10:00-20:00',
    policy: 'refund',
    range: [0, 10],
    tags: ['即日送花']
  },
  {
    key: 'gen-florist-taipa',
    name: '氹仔花坊',
    kind: 'florist',
    d: T,
    addr: '氹仔基馬拉斯大馬路 101 號地下',
    lat: 22.15605,
    lng: 113.5553,
    hours: '10:00-21:00',
    policy: 'refund',
    range: [0, 9],
    tags: ['花籃']
  },
  {
    key: 'gen-florist-horta',
    name: '濠江花事',
    kind: 'florist',
    d: P,
    addr: '澳門高士德大馬路 72 號地下',
    lat: 22.2044,
    lng: 113.54395,
    hours: '09:30-20:30',
    policy: 'refund',
    range: [1, 10],
    tags: ['蘭花']
  },
  {
    key: 'gen-bakery-san-kio',
    name: '晨光餅家',
    kind: 'bakery',
    d: P,
    addr: '澳門新橋渡船街 33 號地下',
    lat: 22.20085,
    lng: 113.5406,
    hours: '07:00-20:00',
    policy: 'refund',
    range: [0, 11],
    tags: ['老字號']
  },
  {
    key: 'gen-bakery-coloane',
    name: '路環麵包坊',
    kind: 'bakery',
    d: L,
    addr: '路環市區計單奴街 8 號地下',
    lat: 22.11735,
    lng: 113.55045,
    hours: '07:00-19:00',
    policy: 'refund',
    range: [0, 9],
    tags: ['葡撻']
  },
  {
    key: 'gen-bakery-cunha',
    name: '官也街餅舖',
    kind: 'bakery',
    d: T,
    addr: '氹仔官也街 21 號地下',
    lat: 22.15345,
    lng: 113.55675,
    hours: '09:00-22:00',
    policy: 'refund',
    range: [2, 11],
    tags: ['手信']
  },
  {
    key: 'gen-wine-nam-van',
    name: '葡韻酒窖',
    kind: 'wine',
    d: P,
    addr: '澳門南灣湖景大馬路 8 號地下',
    lat: 22.18655,
    lng: 113.5361,
    hours: '00:00-24:00',
    policy: 'refund',
    range: [0, 17],
    tags: ['送酒上門', '葡萄牙酒']
  },
  {
    key: 'gen-wine-taipa',
    name: '氹仔酒莊',
    kind: 'wine',
    d: T,
    addr: '氹仔海洋花園大馬路 95 號地下',
    lat: 22.15865,
    lng: 113.5538,
    hours: '11:00-21:00',
    policy: 'refund',
    range: [7, 26],
    tags: ['送酒禮盒']
  },
  {
    key: 'gen-wine-cotai',
    name: '金光酒行',
    kind: 'wine',
    d: C,
    addr: '路氹城望德聖母灣大馬路 15 號地下',
    lat: 22.1437,
    lng: 113.5621,
    hours: '12:00-23:00',
    policy: 'refund',
    range: [12, 26],
    tags: ['香檳', '烈酒']
  },
  {
    key: 'gen-gift-ruins',
    name: '手信禮品坊',
    kind: 'gift',
    d: P,
    addr: '澳門大三巴街 18 號地下',
    lat: 22.1972,
    lng: 113.54105,
    hours: '10:00-22:00',
    policy: 'refund',
    range: [0, 10],
    tags: ['澳門手信']
  },
  {
    key: 'gen-gift-cotai',
    name: '路氹禮品廊',
    kind: 'gift',
    d: C,
    addr: '路氹城路氹連貫公路 22 號',
    lat: 22.14745,
    lng: 113.5637,
    hours: '11:00-22:00',
    policy: 'refund',
    range: [0, 9],
    tags: ['禮盒']
  },
  {
    key: 'gen-gift-ha-van',
    name: '澳門好禮',
    kind: 'gift',
    d: P,
    addr: '澳門下環街 52 號地下',
    lat: 22.1886,
    lng: 113.5352,
    hours: '10:00-20:00',
    policy: 'refund',
    range: [1, 10],
    tags: ['家居禮品']
  }
]

/** General facts per goods seed key (`<store key>-gNN`), filled while the stores are built. */
export const generalGoodsFacts = new Map<string, GeneralFacts>()

const priceOf = ([, mop, , , f]: Item): number =>
  f.sellBy === 'weight' && f.per500 && f.grams ? Math.round((f.per500 * 100 * f.grams) / 500) : mop * 100

function build(def: StoreDef): SeedMerchant {
  const rng = rngFor(def.key)
  const items = CATALOGUE[def.kind].slice(def.range[0], def.range[1])
  const goods: SeedGoods[] = items.map((item, i) => {
    const [name, , category, desc, facts] = item
    const key = `${def.key}-g${String(i + 1).padStart(2, '0')}`
    generalGoodsFacts.set(key, facts)
    const price = priceOf(item)
    // About one in three is discounted by 10–30 %, so goods-discount has something to sort.
    const discounted = i % 3 === 1
    const g: SeedGoods = {
      key,
      name,
      category,
      price,
      stock: randInt(rng, 30, 200),
      limitBuy: facts.alcohol && facts.giftSet ? 0 : 0,
      monthSales: randInt(rng, 10, 600),
      description: desc || `${def.name}：${name}`,
      props: [],
      tags: i < 2 ? ['招牌'] : []
    }
    if (discounted) g.originalPrice = Math.round((price * (1.1 + (i % 4) * 0.07)) / 100) * 100
    return g
  })
  const tiers = pick(rng, [
    [
      [20000, 2000],
      [40000, 5000]
    ],
    [
      [30000, 3000],
      [60000, 8000]
    ]
  ] as const)
  const activities: SeedActivity[] = tiers.map(([threshold, reduce]) => ({
    type: 'full_reduction',
    label: `滿${threshold / 100}減${reduce / 100}`,
    threshold,
    reduce
  }))
  activities.push({ type: 'delivery_free', label: '滿$300免運費', threshold: 30000 })
  const star = Math.round((4 + rng() * 0.9) * 10) / 10
  return {
    key: def.key,
    name: def.name,
    verticals: ['general'],
    category: CATEGORY[def.kind],
    district: def.d,
    address: def.addr,
    lat: def.lat,
    lng: def.lng,
    phone: `28${randInt(rng, 200000, 999999)}`,
    openHours: def.hours,
    star,
    tasteStar: star,
    packStar: star,
    monthSales: goods.reduce((s, g) => s + g.monthSales, 0),
    avgPrice: Math.max(1000, Math.round(goods.reduce((s, g) => s + g.price, 0) / goods.length / 100) * 100),
    minOrder: def.kind === 'wine' ? 10000 : 5000,
    deliveryFee: pick(rng, [1000, 1500, 2000]),
    packFee: 0,
    deliveryMinutes: randInt(rng, 35, 60),
    notice:
      def.kind === 'wine'
        ? '未滿 18 歲人士不得購買酒類；送達時須核實收貨人年滿 18 歲。'
        : def.kind === 'fruit'
          ? '按重量計價的水果以實際重量結算，實重與預估相差不超過 ±10%。'
          : '可附心意卡，節日請提前預訂。',
    tags: def.tags,
    activities,
    goods,
    licenseNo: `IAM-GEN-${String(randInt(rng, 1000, 9999))}`
  }
}

export const generalMerchants: SeedMerchant[] = GENERAL_STORE_DEFS.map(build)

/** The kind and weight policy of each of our own general stores, by merchant seed key. */
export const generalStoreKinds = new Map<string, { kind: GeneralKind; policy: WeightPolicy }>(
  GENERAL_STORE_DEFS.map((d) => [d.key, { kind: d.kind, policy: d.policy }])
)
