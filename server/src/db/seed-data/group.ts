import type { Db } from '../db.js'
import { macauDate, macauDayStart } from '../../clock.js'
import { pick, randInt, rngFor } from './prng.js'
import { rectanglePlan } from '@lotus/contract/seat-plan'

/**
 * Group-buying data (issue 10) over the seeded group merchants, plus cafés and gyms (brands with several stores):
 * deals and combos with usage rules, dishes, albums, reviews; for cinemas a week of showtimes with seat maps; for
 * restaurants a week of reservation slots. Idempotent: runs when no deal exists yet.
 */

interface ExtraMerchant {
  key: string
  name: string
  brand: string
  category: string
  district: string
  address: string
  lat: number
  lng: number
  hours: string
}

const EXTRA: ExtraMerchant[] = [
  {
    key: 'dawn-cafe-senado',
    name: '晨光咖啡（議事亭店）',
    brand: '晨光咖啡',
    category: '咖啡',
    district: '澳門半島',
    address: '澳門議事亭前地 17 號地下',
    lat: 22.1935,
    lng: 113.5397,
    hours: '08:00-21:00'
  },
  {
    key: 'dawn-cafe-taipa',
    name: '晨光咖啡（氹仔店）',
    brand: '晨光咖啡',
    category: '咖啡',
    district: '氹仔',
    address: '氹仔官也街 22 號',
    lat: 22.1536,
    lng: 113.5567,
    hours: '09:00-22:00'
  },
  {
    key: 'dawn-cafe-cotai',
    name: '晨光咖啡（路氹店）',
    brand: '晨光咖啡',
    category: '咖啡',
    district: '路氹城',
    address: '路氹連貫公路威尼斯人購物中心 2 樓',
    lat: 22.1477,
    lng: 113.5603,
    hours: '10:00-23:00'
  },
  {
    key: 'bean-lane-cafe',
    name: '豆巷咖啡館',
    brand: '',
    category: '咖啡',
    district: '澳門半島',
    address: '澳門福隆新街 45 號',
    lat: 22.1946,
    lng: 113.5372,
    hours: '10:00-20:00'
  },
  {
    key: 'stride-gym-nape',
    name: '力行健身（新口岸店）',
    brand: '力行健身',
    category: '健身',
    district: '澳門半島',
    address: '澳門宋玉生廣場 180 號東南亞商業中心 5 樓',
    lat: 22.1889,
    lng: 113.5507,
    hours: '06:00-24:00'
  },
  {
    key: 'stride-gym-taipa',
    name: '力行健身（氹仔店）',
    brand: '力行健身',
    category: '健身',
    district: '氹仔',
    address: '氹仔布拉干薩街 88 號 3 樓',
    lat: 22.1578,
    lng: 113.5562,
    hours: '06:00-24:00'
  }
]

const FOOD = new Set([
  '葡國菜',
  '土生菜',
  '火鍋',
  '日本料理',
  '酒樓點心',
  '泰國菜',
  '自助餐',
  '茶餐廳',
  '粵菜',
  '西餐',
  '海鮮',
  '燒烤',
  '韓國菜',
  '越南菜',
  '潮州菜',
  '緬甸菜',
  '粥麵'
])

const SERVICE_DEALS: Record<string, Array<[string, number, string[]]>> = {
  KTV: [
    ['歡唱 3 小時（小房）', 18800, ['小房 3 小時', '果盤一份']],
    ['通宵歡唱套餐（中房）', 38800, ['中房通宵', '啤酒 6 支', '小食拼盤']]
  ],
  按摩: [
    ['足底按摩 60 分鐘', 16800, ['足底按摩 60 分鐘', '花茶一杯']],
    ['全身推拿 90 分鐘', 29800, ['全身推拿 90 分鐘', '熱石敷背']]
  ],
  SPA: [
    ['精油 SPA 90 分鐘', 48800, ['精油按摩 90 分鐘', '蒸氣浴']],
    ['雙人 SPA 套餐', 88800, ['雙人精油按摩', '花瓣浴', '下午茶']]
  ],
  健身: [
    ['單次體驗卡', 6800, ['器械區一次', '淋浴']],
    ['私人教練 3 堂', 98800, ['私教 3 堂', '體能評估']]
  ],
  咖啡: [
    ['招牌咖啡 2 杯', 5600, ['招牌拿鐵 2 杯']],
    ['雙人下午茶', 16800, ['咖啡 2 杯', '葡撻 2 個', '三文治一份']]
  ],
  電影: [
    ['2D 電影票通兌券', 6500, ['2D 電影票一張']],
    ['觀影套餐', 12800, ['2D 電影票一張', '爆米花（大）', '汽水（中）']]
  ]
}

const SERVICE_DISHES: Record<string, Array<[string, string, number]>> = {
  KTV: [
    ['果盤', '小食', 8800],
    ['炸雞翼', '小食', 6800],
    ['啤酒桶', '飲品', 16800],
    ['薯條', '小食', 3800]
  ],
  按摩: [
    ['足底按摩 60 分鐘', '療程', 19800],
    ['肩頸舒緩 30 分鐘', '療程', 12800],
    ['修甲', '療程', 9800]
  ],
  SPA: [
    ['精油按摩 60 分鐘', '療程', 42800],
    ['面部護理', '療程', 36800],
    ['熱石療程', '療程', 52800]
  ],
  健身: [
    ['月卡', '會籍', 58800],
    ['瑜伽課', '課程', 12800],
    ['私教單堂', '課程', 38800]
  ],
  咖啡: [
    ['招牌拿鐵', '咖啡', 3800],
    ['手沖單品', '咖啡', 5200],
    ['葡撻', '甜點', 1200],
    ['芝士蛋糕', '甜點', 3800],
    ['火腿芝士三文治', '輕食', 4800]
  ],
  電影: [
    ['爆米花（大）', '小食', 4800],
    ['汽水（中）', '飲品', 2200],
    ['熱狗', '小食', 3500]
  ]
}

const FILMS = [
  {
    title: '濠江夜未眠',
    rating: 8.6,
    minutes: 118,
    genre: '劇情',
    intro: '一個澳門的夏夜，三段在新馬路交錯的人生。'
  },
  {
    title: '星際郵差',
    rating: 7.9,
    minutes: 132,
    genre: '科幻',
    intro: '最後一名星際郵差，要把一封信送到宇宙盡頭。'
  },
  {
    title: '大三巴之謎',
    rating: 8.1,
    minutes: 105,
    genre: '懸疑',
    intro: '牌坊後的密室，藏着四百年前的一個秘密。'
  },
  {
    title: '貓貓大冒險',
    rating: 9.0,
    minutes: 92,
    genre: '動畫',
    intro: '一隻氹仔老街的小貓，尋找回家的路。'
  },
  { title: '極速賽道', rating: 7.5, minutes: 124, genre: '動作', intro: '東望洋賽道上，一場不能輸的比賽。' }
]

/** Reviews are an opening and a detail, never the same pair twice at one shop (issue 35 §12: not 3 repeated texts). */
const REVIEW_FOOD: readonly [readonly string[], readonly string[]] = [
  [
    '同屋企人嚟食飯，',
    '放工約朋友嚟，',
    '第二次嚟，',
    '週末中午嚟，',
    '用團購券嚟試，',
    '朋友推介嚟試，',
    '帶埋細路嚟，',
    '生日飯揀咗呢度，'
  ],
  [
    '份量足，味道正。',
    '上菜快，店員有禮貌。',
    '環境舒服，坐得耐都唔趕人。',
    '性價比高，套餐好抵。',
    '招牌菜果然有水準。',
    '味道偏淡少少，但食材新鮮。',
    '人多要等位，建議預約。',
    '甜品好出色，下次再嚟。',
    '用券方便，出示券碼就得。',
    '價錢合理，會再幫襯。'
  ]
]
const REVIEW_SERVICE: readonly [readonly string[], readonly string[]] = [
  ['第一次嚟，', '朋友推介嚟試，', '放假嚟放鬆下，', '用團購券嚟，', '第二次幫襯，', '同另一半一齊嚟，'],
  [
    '環境乾淨企理。',
    '師傅手勢好，好舒服。',
    '店員好熱情，解釋清楚。',
    '預約準時，唔使等。',
    '性價比高，團購好抵。',
    '地點方便，搭車就到。',
    '週末人多，建議早啲預約。',
    '用券方便，出示券碼就得。'
  ]
]

/** `n` different review texts for one shop, in the shop's own order. */
function reviewTexts(rng: () => number, food: boolean, n: number): string[] {
  const [opens, details] = food ? REVIEW_FOOD : REVIEW_SERVICE
  const pairs = opens.flatMap((o) => details.map((d) => o + d))
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1))
    ;[pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!]
  }
  return pairs.slice(0, n)
}

/**
 * A price as a shop would set it (issue 35 §12: never MOP 81.36): whole patacas, from MOP 10 up ending in 8
 * (78, 188, 298), at most the price it comes from.
 */
export function shopPrice(avos: number): number {
  const mop = avos / 100
  return (mop < 10 ? Math.max(1, Math.floor(mop)) : Math.floor((mop + 2) / 10) * 10 - 2) * 100
}

const PHOTO_CATEGORIES = ['環境', '菜品', '招牌', '其他']

/** The seeded group merchants plus the extras; returns the number of deals made. */
export async function seedGroup(db: Db, now: number): Promise<number> {
  const existing = await db.one<{ n: number }>('SELECT COUNT(*)::int AS n FROM group_deals')
  if ((existing?.n ?? 0) > 0) return 0
  return db.tx(async (t) => {
    for (const e of EXTRA) {
      await t.query(
        `INSERT INTO merchants (seed_key, city_code, name, verticals, category, district, address, lat, lng, phone,
           open_hours, star, month_sales, avg_price, brand, license_no)
         VALUES ($1, 'MO', $2, '{group}', $3, $4, $5, $6, $7, $8, $9, 4.6, $10, $11, $12, $13)
         ON CONFLICT (seed_key) DO NOTHING`,
        [
          e.key,
          e.name,
          e.category,
          e.district,
          e.address,
          e.lat,
          e.lng,
          `2888${String(e.lat).slice(-4)}`,
          e.hours,
          randInt(rngFor(e.key), 120, 900),
          e.category === '健身' ? 8000 : 6000,
          e.brand || null,
          `MO-G-${e.key.length}${e.lat.toFixed(3).slice(-3)}`
        ]
      )
    }
    const merchants = await t.many<{ id: number; seed_key: string; category: string; name: string }>(
      "SELECT id, seed_key, category, name FROM merchants WHERE 'group' = ANY(verticals) ORDER BY id"
    )
    const users = await t.many<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1')
    let reviewer = users[0]?.id
    if (reviewer === undefined) {
      const u = await t.one<{ id: number }>(
        `INSERT INTO users (area_code, phone, nickname, promotion_code, created_at, updated_at)
         VALUES ('853', '00000001', '蓮花食客', 'GROUPSD1', $1, $1) RETURNING id`,
        [now]
      )
      reviewer = u?.id ?? 1
    }
    const today = macauDate(now)
    const dayStart = macauDayStart(now)
    const validTo = macauDate(now + 120 * 86_400_000)
    const deals: object[] = []
    const dishes: object[] = []
    const photos: object[] = []
    const comments: object[] = []
    const slots: object[] = []
    for (const m of merchants) {
      const rng = rngFor(`group:${m.seed_key}`)
      const food = FOOD.has(m.category)
      const service = SERVICE_DEALS[m.category] ?? SERVICE_DEALS[m.category === '甜品' ? '咖啡' : '咖啡']!
      // Dishes: a food merchant's own menu (its goods), else the service list.
      let own: Array<[string, string, number]> = []
      if (food) {
        const goods = await t.many<{ name: string; category: string; price: number }>(
          `SELECT g.name, c.name AS category, g.price FROM goods g JOIN goods_categories c ON c.id = g.category_id
           WHERE g.merchant_id = $1 ORDER BY g.sort LIMIT 12`,
          [m.id]
        )
        own = goods.map((g) => [g.name, g.category, g.price])
      }
      if (own.length === 0) own = SERVICE_DISHES[m.category] ?? SERVICE_DISHES['咖啡']!
      own.forEach(([name, category, price], i) =>
        dishes.push({
          merchant_id: m.id,
          name,
          category,
          price,
          description: `${m.name}人氣之選：${name}`,
          recommended: i < 4,
          sort: i
        })
      )
      const rules = (weekdays: number[], holidays: boolean, booking: boolean, limit: number) => ({
        validFrom: today,
        validTo,
        weekdays,
        holidays,
        booking,
        perPersonLimit: limit,
        anytimeRefund: true,
        expiryRefund: true
      })
      // Two vouchers (代金券) and two combos.
      const face = food ? pick(rng, [10000, 20000, 30000]) : 10000
      deals.push({
        merchant_id: m.id,
        kind: 'deal',
        title: `MOP ${face / 100} 代金券`,
        description: '全場通用，可疊加使用',
        price: Math.round(face * 0.8),
        original_price: face,
        persons: 1,
        contents: [],
        rules: rules([], true, false, 10),
        sold: randInt(rng, 50, 3000),
        sort: 0
      })
      deals.push({
        merchant_id: m.id,
        kind: 'deal',
        title: `MOP ${(face * 2) / 100} 平日代金券`,
        description: '週一至週五可用',
        price: Math.round(face * 2 * 0.75),
        original_price: face * 2,
        persons: 1,
        contents: [],
        rules: rules([1, 2, 3, 4, 5], false, false, 5),
        sold: randInt(rng, 20, 900),
        sort: 1
      })
      const combos: Array<[string, number, string[], number]> = food
        ? [
            ['雙人精選套餐', 0, own.slice(0, 3).map(([n]) => n), 2],
            ['四人歡聚套餐', 0, own.slice(0, 6).map(([n]) => n), 4]
          ]
        : service.map(([n, p, c]) => [n, p, c, n.includes('雙人') ? 2 : 1])
      combos.forEach(([title, price, items, persons], i) => {
        // a service combo's items are listed at what they cost alone: together about 40% more than the combo
        const listed = price ? Math.ceil((price * 1.4) / items.length / 1000) * 1000 : 0
        const contents = items.map((name) => {
          const d = own.find(([n]) => n === name)
          return { name, count: 1, price: d ? d[2] : listed }
        })
        const original = contents.reduce((s, c) => s + c.price, 0)
        deals.push({
          merchant_id: m.id,
          kind: 'combo',
          title,
          description: `${persons} 人適用`,
          // the combo is cheaper than its items (its struck-out price), at a price a shop would write
          price: price || Math.max(1000, shopPrice(original * 0.72)),
          original_price: original,
          persons,
          contents,
          rules: rules(i === 0 ? [] : [0, 1, 2, 3, 4, 5, 6], i === 0, i === 1, 4),
          sold: randInt(rng, 10, 2000),
          sort: 2 + i
        })
      })
      PHOTO_CATEGORIES.forEach((category, ci) => {
        for (let k = 0; k < 2 + (ci === 0 ? 2 : 0); k++)
          photos.push({
            merchant_id: m.id,
            category,
            title: `${m.name} ${category} ${k + 1}`,
            sort: ci * 10 + k
          })
      })
      // a shop's reviews: how many and what they say differ from shop to shop
      const texts = reviewTexts(rng, food, randInt(rng, 4, 15))
      texts.forEach((content, k) => {
        const star = k % 5 === 4 ? 3 : randInt(rng, 4, 5)
        comments.push({
          user_id: reviewer,
          merchant_id: m.id,
          star,
          taste_star: star,
          pack_star: randInt(rng, 3, 5),
          env_star: randInt(rng, 3, 5),
          service_star: randInt(rng, 3, 5),
          content,
          images: [],
          anonymous: true,
          created_at: now - (k + 1) * 86_400_000 * randInt(rng, 1, 4)
        })
      })
      if (food) {
        for (let d = 0; d < 7; d++) {
          const day = macauDate(dayStart + d * 86_400_000 + 3600_000)
          for (const [time, minutes] of [
            ['12:00', 720],
            ['13:00', 780],
            ['18:00', 1080],
            ['19:00', 1140],
            ['20:00', 1200]
          ] as const) {
            slots.push({
              merchant_id: m.id,
              day,
              time,
              starts_at: dayStart + d * 86_400_000 + minutes * 60_000,
              capacity: randInt(rng, 3, 8),
              deposit: m.category === '日本料理' || m.category === '自助餐' ? 10000 : 0
            })
          }
        }
      }
    }
    const ins = async (table: string, cols: Record<string, string>, rows: object[]) => {
      if (rows.length === 0) return
      const names = Object.keys(cols)
      await t.query(
        `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${names.map((n) => `${n} ${cols[n]}`).join(', ')})`,
        [JSON.stringify(rows)]
      )
    }
    await ins(
      'group_deals',
      {
        merchant_id: 'int',
        kind: 'text',
        title: 'text',
        description: 'text',
        price: 'int',
        original_price: 'int',
        persons: 'int',
        contents: 'jsonb',
        rules: 'jsonb',
        sold: 'int',
        sort: 'int'
      },
      deals
    )
    await ins(
      'group_dishes',
      {
        merchant_id: 'int',
        name: 'text',
        category: 'text',
        price: 'int',
        description: 'text',
        recommended: 'boolean',
        sort: 'int'
      },
      dishes
    )
    await ins('group_photos', { merchant_id: 'int', category: 'text', title: 'text', sort: 'int' }, photos)
    await ins(
      'comments',
      {
        user_id: 'int',
        merchant_id: 'int',
        star: 'int',
        taste_star: 'int',
        pack_star: 'int',
        env_star: 'int',
        service_star: 'int',
        content: 'text',
        images: 'jsonb',
        anonymous: 'boolean',
        created_at: 'bigint'
      },
      comments
    )
    await ins(
      'reservation_slots',
      { merchant_id: 'int', day: 'text', time: 'text', starts_at: 'bigint', capacity: 'int', deposit: 'int' },
      slots
    )
    // Ratings from the reviews.
    await t.query(
      `UPDATE merchants m SET star = round(a.star::numeric, 1), taste_star = round(a.taste::numeric, 1),
         env_star = round(a.env::numeric, 1), service_star = round(a.svc::numeric, 1)
       FROM (SELECT merchant_id, AVG(star) AS star, AVG(taste_star) AS taste, AVG(env_star) AS env, AVG(service_star) AS svc
             FROM comments WHERE deleted_at IS NULL AND env_star IS NOT NULL GROUP BY merchant_id) a
       WHERE a.merchant_id = m.id AND m.id = ANY($1::int[])`,
      [merchants.map((m) => m.id)]
    )
    // Films and a week of showtimes at every cinema.
    await ins(
      'films',
      { title: 'text', rating: 'float8', minutes: 'int', genre: 'text', intro: 'text' },
      FILMS
    )
    const films = await t.many<{ id: number }>('SELECT id FROM films ORDER BY id')
    const shows: object[] = []
    const cinemas = merchants.filter((m) => m.category === '電影')
    // three halls per cinema, each an 8 × 12 plan whose rows 5 and 6 are VIP (the console edits them)
    await ins(
      'cinema_halls',
      { merchant_id: 'int', name: 'text', plan: 'jsonb' },
      cinemas.flatMap((c) =>
        [1, 2, 3].map((n) => ({
          merchant_id: c.id,
          name: `${n}號廳`,
          plan: rectanglePlan(8, 12, [5, 6], 7000, 9000)
        }))
      )
    )
    const halls = await t.many<{ id: number; merchant_id: number; name: string }>(
      'SELECT id, merchant_id, name FROM cinema_halls'
    )
    const hallId = (mchId: number, name: string) =>
      halls.find((h) => h.merchant_id === mchId && h.name === name)?.id
    for (const c of cinemas) {
      for (let d = 0; d < 7; d++) {
        ;[11 * 60, 14 * 60 + 30, 17 * 60 + 45, 20 * 60 + 30].forEach((min, i) => {
          const f = films[(d + i + c.id) % films.length]
          if (!f) return
          shows.push({
            merchant_id: c.id,
            film_id: f.id,
            hall: `${(i % 3) + 1}號廳`,
            hall_id: hallId(c.id, `${(i % 3) + 1}號廳`),
            starts_at: dayStart + d * 86_400_000 + min * 60_000,
            rows: 8,
            cols: 12,
            vip_rows: [5, 6],
            price: 7000,
            vip_price: 9000
          })
        })
      }
    }
    await ins(
      'showtimes',
      {
        merchant_id: 'int',
        film_id: 'int',
        hall: 'text',
        hall_id: 'int',
        starts_at: 'bigint',
        rows: 'int',
        cols: 'int',
        vip_rows: 'int[]',
        price: 'int',
        vip_price: 'int'
      },
      shows
    )
    return deals.length
  })
}
