/**
 * Supermarket catalogue (issue 9): aisles shared by every supermarket store, the goods each store carries
 * (one line per goods: name|brand|origin|spec:MOP,spec:MOP — each spec is a SKU), reviews, news, delivery
 * slots and limited coupon batches. Every store carries the whole list with its own prices and stock.
 */

export interface SeedAisle {
  name: string
  children: Array<{ name: string; goods: string[] }>
}

export const AISLES: SeedAisle[] = [
  {
    name: '新鮮蔬果',
    children: [
      {
        name: '時令蔬菜',
        goods: [
          '本地菜心||中山|500g:9,1kg:17',
          '荷蘭番茄||荷蘭|500g:22,1kg:40',
          '有機西蘭花||廣東|1個:15,2個:28',
          '紅蘿蔔||澳洲|500g:8,1kg:14',
          '薯仔||美國|1kg:16,2kg:29'
        ]
      },
      {
        name: '新鮮水果',
        goods: [
          '富士蘋果||日本|4個:48,8個:90',
          '香蕉||菲律賓|1梳:18',
          '新西蘭奇異果|Zespri|新西蘭|6個:38,12個:72',
          '泰國芒果||泰國|3個:45,6個:85',
          '智利車厘子||智利|500g:88,1kg:168'
        ]
      }
    ]
  },
  {
    name: '肉類家禽',
    children: [
      {
        name: '新鮮豬肉',
        goods: ['豬肉碎||本地|300g:32,600g:60', '梅頭豬扒||本地|400g:45', '豬腩肉||本地|500g:52,1kg:98']
      },
      {
        name: '牛羊肉',
        goods: [
          '澳洲肉眼牛扒||澳洲|300g:98,600g:188',
          '紐西蘭羊架||新西蘭|400g:128',
          '美國牛小排||美國|500g:158'
        ]
      },
      {
        name: '雞鴨家禽',
        goods: ['急凍雞翼||巴西|500g:25,1kg:45', '冰鮮雞髀||本地|4隻:38', '光雞||中山|1隻:88']
      }
    ]
  },
  {
    name: '海鮮水產',
    children: [
      {
        name: '魚類',
        goods: ['冰鮮三文魚扒||挪威|2件:68,4件:128', '急凍鱈魚柳||冰島|400g:58', '鯖魚||日本|2條:36']
      },
      {
        name: '蝦蟹貝類',
        goods: ['急凍虎蝦||越南|400g:78,800g:148', '急凍帶子||日本|250g:98', '花甲||本地|500g:28']
      }
    ]
  },
  {
    name: '乳品蛋類',
    children: [
      {
        name: '鮮奶乳酪',
        goods: [
          '鮮奶|維記|香港|946ml:28,2L:52',
          '原味乳酪|明治|日本|4杯:26',
          '低脂奶|雀巢|澳洲|1L:24',
          '希臘乳酪|Fage|希臘|170g:18,500g:45'
        ]
      },
      { name: '雞蛋', goods: ['新鮮雞蛋||中山|10隻:25,20隻:46', '日本溏心蛋||日本|6隻:32'] }
    ]
  },
  {
    name: '麵包烘焙',
    children: [
      {
        name: '麵包',
        goods: ['北海道吐司|嘉頓|香港|450g:22', '全麥方包|嘉頓|香港|450g:20', '牛角包||本地|4個:28']
      },
      {
        name: '蛋糕甜點',
        goods: ['葡撻||本地|4個:36,6個:52', '瑞士卷||本地|1條:32', '杏仁餅|鉅記|澳門|1盒:35,3盒:98']
      }
    ]
  },
  {
    name: '米麵糧油',
    children: [
      {
        name: '米',
        goods: ['泰國香米|金象|泰國|2kg:42,5kg:88', '日本珍珠米||日本|2kg:68', '糙米||泰國|1kg:26']
      },
      {
        name: '麵條',
        goods: [
          '出前一丁|日清|香港|5包:25,30包:138',
          '意大利粉|百味來|意大利|500g:18',
          '銀絲幼麵||本地|400g:16'
        ]
      },
      { name: '食用油', goods: ['花生油|刀嘜|香港|900ml:42,2L:88', '橄欖油||西班牙|500ml:68,1L:125'] }
    ]
  },
  {
    name: '調味醬料',
    children: [
      {
        name: '醬油醋',
        goods: ['生抽|李錦記|香港|500ml:18,1.75L:52', '老抽|李錦記|香港|500ml:18', '鎮江香醋||江蘇|550ml:16']
      },
      {
        name: '香料醬汁',
        goods: ['蠔油|李錦記|香港|255g:16,510g:28', '咖喱醬|好侍|日本|220g:24', '黑椒汁||本地|250ml:15']
      }
    ]
  },
  {
    name: '零食餅乾',
    children: [
      {
        name: '餅乾',
        goods: ['消化餅|麥維他|英國|400g:22', '蘇打餅|嘉頓|香港|10包:18', '曲奇禮盒|丹麥藍罐|丹麥|454g:78']
      },
      { name: '薯片', goods: ['薯片|珍珍|香港|家庭裝:22', '原味薯片|品客|美國|110g:16,3罐:45'] },
      { name: '糖果朱古力', goods: ['牛奶朱古力|吉百利|英國|200g:32', '軟糖|Haribo|德國|200g:18'] }
    ]
  },
  {
    name: '飲品酒水',
    children: [
      {
        name: '飲料',
        goods: [
          '檸檬茶|維他|香港|6包:24,24包:88',
          '可口可樂|可口可樂|本地|8罐:39,24罐:108',
          '蒸餾水|屈臣氏|香港|1.5L:8,12支:78'
        ]
      },
      { name: '茶咖啡', goods: ['即溶咖啡|雀巢|瑞士|48條:58', '鐵觀音||福建|250g:68'] },
      { name: '啤酒葡萄酒', goods: ['啤酒|青島|山東|6罐:48,24罐:168', '波爾多紅酒||法國|750ml:168'] }
    ]
  },
  {
    name: '冷凍食品',
    children: [
      {
        name: '餃子點心',
        goods: ['韭菜豬肉餃|灣仔碼頭|香港|400g:38,800g:70', '急凍燒賣||本地|20粒:32', '小籠包||上海|12個:35']
      },
      { name: '雪糕', goods: ['雲呢拿雪糕|Häagen-Dazs|美國|473ml:78', '紅豆冰條||本地|6支:28'] }
    ]
  },
  {
    name: '個人護理',
    children: [
      {
        name: '洗護用品',
        goods: ['洗髮露|潘婷|泰國|400ml:45,750ml:72', '沐浴露|多芬|泰國|1L:52', '護手霜||日本|50g:28']
      },
      { name: '口腔護理', goods: ['牙膏|高露潔|中國|120g:18,3支:48', '牙刷|高露潔|中國|4支:32'] }
    ]
  },
  {
    name: '家居清潔',
    children: [
      { name: '紙品', goods: ['盒裝紙巾|維達|香港|5盒:36,10盒:68', '廁紙|得寶|德國|10卷:48'] },
      {
        name: '清潔用品',
        goods: [
          '洗潔精|斧頭牌|香港|1L:22,2L:38',
          '洗衣液|奧妙|泰國|2L:58,4L:108',
          '消毒濕紙巾|滴露|英國|50片:28'
        ]
      }
    ]
  }
]

export interface SeedSpu {
  name: string
  brand: string
  origin: string
  specs: Array<{ spec: string; mop: number }>
}

/** One goods line parsed: "name|brand|origin|spec:MOP,spec:MOP". */
export function parseSpu(line: string): SeedSpu {
  const [name = '', brand = '', origin = '', specs = ''] = line.split('|')
  return {
    name,
    brand,
    origin,
    specs: specs.split(',').map((s) => {
      const [spec = '', mop = '0'] = s.split(':')
      return { spec, mop: Number(mop) }
    })
  }
}

/** Review lines: star|text. Photos are the generated goods images. */
export const REVIEW_TEXTS: Array<[number, string]> = [
  [5, '好新鮮，送貨準時，下次再買'],
  [5, '包裝好好，冇壓爛，值得推介'],
  [4, '質素唔錯，價錢合理'],
  [4, '同門市一樣，方便'],
  [3, '一般啦，份量少咗啲'],
  [2, '今次有少少唔新鮮'],
  [1, '送遲咗一個鐘，唔滿意'],
  [5, '自取好快，店員好有禮貌']
]

export const REVIEW_NAMES = ['陳小姐', '李先生', '黃太', 'Ka Man', '何生', '梁小姐', '澳門街坊', 'Jason']

/** Supermarket news: title|summary. */
export const NEWS: Array<[string, string]> = [
  ['本週生鮮特價', '蔬果、肉類限時低至七折，數量有限'],
  ['新店開張：氹仔店', '氹仔花城新店開業，首三日全場九折'],
  ['蜂蜜積分雙倍日', '逢星期三購物，蜂蜜積分雙倍'],
  ['自取服務上線', '網上落單，門市自取，免運費'],
  ['颱風期間送貨安排', '八號風球期間暫停配送，自取照常'],
  ['進口水果節', '日本、智利、新西蘭水果直送'],
  ['環保購物袋', '自備購物袋可獲額外蜂蜜積分'],
  ['長者優惠日', '每月首個星期二，長者享九五折'],
  ['農曆新年營業時間', '年初一至初三營業時間調整'],
  ['限時優惠券派發', '每日中午十二點，限量優惠券先到先得'],
  ['有機蔬菜專區', '新增有機蔬菜專區，本地農場直送'],
  ['會員積分兌換更新', '積分商城新增禮品及優惠券']
]

/** Delivery slots of every supermarket store: slot and orders it takes. */
export const SLOT_PLAN: Array<[string, number]> = [
  ['09:00-11:00', 20],
  ['11:00-13:00', 20],
  ['14:00-16:00', 20],
  ['16:00-18:00', 20],
  ['18:00-20:00', 30],
  ['20:00-22:00', 15]
]

/** Points mall gifts: name|points|stock|perUser. */
export const PMALL_GIFTS: Array<[string, number, number, number]> = [
  ['環保購物袋', 200, 500, 2],
  ['蓮花保溫杯', 1200, 80, 1],
  ['不鏽鋼餐具套裝', 900, 120, 1],
  ['澳門杏仁餅禮盒', 800, 200, 2],
  ['手工蛋卷禮盒', 1000, 150, 2],
  ['有機雞蛋（10隻）', 300, 300, 3],
  ['鮮奶（946ml）', 280, 300, 3],
  ['泰國香米（2kg）', 450, 200, 2],
  ['花生油（900ml）', 480, 150, 2],
  ['盒裝紙巾（5盒）', 380, 300, 2],
  ['洗衣液（2L）', 650, 120, 1],
  ['雨傘（摺疊）', 700, 100, 1],
  ['保鮮盒三件套', 600, 120, 1],
  ['電動牙刷', 2800, 30, 1],
  ['藍牙耳機', 5200, 20, 1],
  ['行李秤', 900, 60, 1],
  ['便攜充電寶', 3200, 40, 1],
  ['澳門明信片套裝', 150, 400, 5],
  ['卡通公仔匙扣', 250, 300, 2],
  ['咖啡豆（250g）', 1100, 80, 1]
]

/** Points mall gifts for points plus cash: name|points|cash avos|stock|per-user limit. */
export const PMALL_CASH_GIFTS: Array<[string, number, number, number, number]> = [
  ['蓮花行李箱（20吋）', 3000, 19900, 20, 1],
  ['電飯煲（1.8L）', 2000, 15900, 30, 1],
  ['澳門手信大禮包', 800, 6800, 60, 2],
  ['保溫飯壺', 600, 3900, 50, 1]
]

/** Points mall coupons: name|points|amount MOP|threshold MOP|days. */
export const PMALL_COUPONS: Array<[string, number, number, number, number]> = [
  ['通用5元券', 300, 5, 50, 30],
  ['通用10元券', 550, 10, 100, 30],
  ['通用20元券', 1000, 20, 200, 30],
  ['通用30元券', 1400, 30, 300, 30],
  ['通用50元券', 2200, 50, 500, 30],
  ['生鮮8元券', 400, 8, 80, 14],
  ['無門檻3元券', 250, 3, 0, 14],
  ['無門檻5元券', 400, 5, 0, 14],
  ['週末15元券', 700, 15, 150, 7],
  ['新品12元券', 600, 12, 120, 14]
]

/**
 * Limited coupons scoped to an aisle or a goods (issue 9 point 4): the threshold counts only those lines.
 * `aisle` names a level-1 or level-2 aisle, `goods` a goods as brand + name; `everyStore` batches are one
 * batch for every supermarket store, the others one batch per store. Amounts in MOP.
 */
export const SCOPED_BATCHES: ReadonlyArray<{
  name: string
  aisle?: string
  goods?: string
  amount: number
  threshold: number
  total: number
  everyStore?: boolean
}> = [
  { name: '新鮮蔬果滿80減12', aisle: '新鮮蔬果', amount: 12, threshold: 80, total: 200, everyStore: true },
  { name: '乳品蛋類滿60減10', aisle: '乳品蛋類', amount: 10, threshold: 60, total: 200, everyStore: true },
  { name: '時令水果滿100減18', aisle: '新鮮水果', amount: 18, threshold: 100, total: 80 },
  { name: '維記鮮奶滿50減8', goods: '維記鮮奶', amount: 8, threshold: 50, total: 60 },
  { name: '青島啤酒滿150減20', goods: '青島啤酒', amount: 20, threshold: 150, total: 60 }
]

/**
 * Supermarket chains (by the stores' seed keys): a self-pickup order of one store can be collected at any
 * store of its chain. The other stores are independent (pickup at the store itself only).
 */
export const CHAINS: Readonly<Record<string, readonly string[]>> = {
  蓮花超級市場: ['lotus-mart-areia', 'ocean-mart', 'spv-mart'],
  廣發超市: ['kwong-fat-mart', 'yick-man-mart']
}
