import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emojiBody, pictureRuleFor } from '../src/img/emoji.js'
import type { PictureFamily } from '../src/img/picture-rules.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/**
 * Issue 35 §4: a goods' picture comes from a rule matching its name (else its category, else its shop's), and
 * that rule shows what the goods' category holds: fish in 魚類, fruit in 水果, vegetables in 蔬菜, drinks in 飲品.
 * First match wins: a category a mixed shelf (零食飲品, 甜品飲品, 禮盒) holds anything.
 */
const SHELVES: ReadonlyArray<readonly [RegExp, readonly PictureFamily[] | null]> = [
  [/甜品飲品|小食飲品|零食飲品|禮|套餐|套票(?!.*電影)|推介|特色|招牌|日用雜貨/, null],
  [/魚類/, ['fish']],
  [/蝦蟹貝類/, ['seafood']],
  [/^海鮮$/, ['fish', 'seafood']],
  [/肉類海鮮/, ['fish', 'seafood', 'meat', 'poultry']],
  [/新鮮蔬果/, ['vegetable', 'fruit']],
  [/蔬菜/, ['vegetable']],
  [/果汁|沙冰/, ['drink']],
  [/水果|果籃/, ['fruit']],
  [/啤酒|葡萄酒|烈酒|清酒|葡萄牙酒|新世界|酒具/, ['alcohol']],
  [/飲品|飲料|茶飲|果茶|奶茶|茶咖啡|暢飲|無酒精/, ['drink', 'alcohol', 'dairy']],
  [/豬肉|牛羊肉|^肉類$/, ['meat']],
  [/家禽|炸雞/, ['poultry']],
  [/^雞蛋$/, ['egg']],
  [/乳品蛋類/, ['dairy', 'egg']],
  [/鮮奶乳酪/, ['dairy']],
  [/洗護|口腔/, ['care']],
  [/清潔|紙品|日用品/, ['household']],
  [/花束|花籃|花禮|盆栽/, ['flower']],
  [/電影票/, ['film']],
  [/現金券/, ['voucher']],
  [/療程|推拿|按摩/, ['wellness']],
  [/歡唱/, ['karaoke']],
  [/^米$/, ['staple']],
  [/米糧/, ['staple', 'seasoning', 'noodles']],
  [/醬油醋|香料醬汁|食用油/, ['seasoning']],
  [/麵條|粉麵|麵食|招牌麵|湯麵|越式粉|意粉/, ['noodles']],
  [/餅乾|糖果朱古力|薯片|肉乾/, ['snack']],
  [/杏仁餅|手信餅食|糕點/, ['snack', 'bakery']],
  [/麵包|即日出爐/, ['bakery', 'dessert', 'sandwich']],
  [/蛋糕|切餅|甜點|甜品|糖水|燉奶|雪糕|葡撻/, ['dessert', 'snack']],
  [/點心/, ['dim-sum']],
  [/粥品/, ['congee']],
  [/刺身|壽司/, ['sushi', 'rice']],
  [/燒味飯|飯類/, ['rice']],
  [/^燒味|燒味例牌/, ['meat', 'poultry']],
  [/豬扒包|漢堡|法包/, ['sandwich']],
  [/薄餅/, ['dish']],
  [/丸滑/, ['snack']],
  [/鍋底/, ['dish']]
]

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

interface SeedGoods {
  id: number
  name: string
  category: string
  shop: string
}
const goods = (where = 'true', params: unknown[] = []) =>
  t.db.many<SeedGoods>(
    `SELECT g.id, g.name, c.name AS category, m.category AS shop FROM goods g
       JOIN goods_categories c ON c.id = g.category_id JOIN merchants m ON m.id = g.merchant_id
      WHERE ${where} ORDER BY g.id`,
    params
  )

describe('goods pictures over the whole seed (issue 35 §4)', () => {
  it('every goods has a picture from a rule that shows what its shelf holds', async () => {
    const all = await goods()
    expect(all.length).toBeGreaterThan(500)
    const wrong: string[] = []
    for (const g of all) {
      const rule = pictureRuleFor(g.name, g.category, g.shop)
      const shelf = SHELVES.find(([re]) => re.test(g.category))?.[1]
      if (!rule) wrong.push(`${g.shop}/${g.category}/${g.name}: no rule`)
      else if (shelf && !shelf.includes(rule.family))
        wrong.push(`${g.shop}/${g.category}/${g.name}: ${rule.picture} (${rule.family})`)
    }
    expect(wrong).toEqual([])
  })

  it('the pictures the issue named: cod and mackerel a fish, grapes grapes, greens a vegetable', async () => {
    const cases: Array<[string, string]> = [
      ['%鱈魚%', 'fish'],
      ['%鯖魚%', 'fish'],
      ['%青提%', 'grapes'],
      ['%菜心%', 'leafy-green'],
      ['%虎蝦%', 'shrimp'],
      ['%雞蛋（%', 'egg']
    ]
    for (const [like, picture] of cases) {
      const g = (await goods('g.name LIKE $1', [like]))[0]
      expect(g, like).toBeDefined()
      const svg = await t.app.inject({ method: 'GET', url: `/api/img/goods/${g!.id}.svg` })
      expect(svg.statusCode).toBe(200)
      expect(svg.body, `${g!.name} shows ${picture}`).toContain(emojiBody(picture))
      expect(svg.body).not.toContain(emojiBody('fried-shrimp'))
    }
  })

  it('a combo named for nobody shows its shop: a hotpot combo a hotpot', async () => {
    const g = (await goods(`m.category = '火鍋' AND c.name = '團購套餐' AND g.name NOT LIKE '%券%'`))[0]
    expect(g).toBeDefined()
    const svg = await t.app.inject({ method: 'GET', url: `/api/img/goods/${g!.id}.svg` })
    expect(svg.body).toContain(emojiBody('pot-of-food'))
  })
})
