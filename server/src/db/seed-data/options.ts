import type { SeedOption } from './types.js'

/** Reusable option presets; priceDelta in avos. */
export const OPTION_PRESETS: Record<string, SeedOption[]> = {
  tea: [
    {
      name: '溫度',
      required: true,
      multi: false,
      values: [
        { value: '熱', priceDelta: 0 },
        { value: '凍', priceDelta: 300 }
      ]
    },
    {
      name: '甜度',
      required: false,
      multi: false,
      values: [
        { value: '正常', priceDelta: 0 },
        { value: '少甜', priceDelta: 0 },
        { value: '走甜', priceDelta: 0 }
      ]
    }
  ],
  bubble: [
    {
      name: '甜度',
      required: true,
      multi: false,
      values: [
        { value: '正常甜', priceDelta: 0 },
        { value: '少甜', priceDelta: 0 },
        { value: '半甜', priceDelta: 0 },
        { value: '微甜', priceDelta: 0 },
        { value: '無糖', priceDelta: 0 }
      ]
    },
    {
      name: '冰量',
      required: true,
      multi: false,
      values: [
        { value: '正常冰', priceDelta: 0 },
        { value: '少冰', priceDelta: 0 },
        { value: '去冰', priceDelta: 0 },
        { value: '熱', priceDelta: 0 }
      ]
    },
    {
      name: '加料',
      required: false,
      multi: true,
      values: [
        { value: '珍珠', priceDelta: 500 },
        { value: '椰果', priceDelta: 500 },
        { value: '芋圓', priceDelta: 600 },
        { value: '芝士奶蓋', priceDelta: 800 },
        { value: '布丁', priceDelta: 600 }
      ]
    }
  ],
  cold: [
    {
      name: '冰量',
      required: true,
      multi: false,
      values: [
        { value: '正常冰', priceDelta: 0 },
        { value: '少冰', priceDelta: 0 },
        { value: '去冰', priceDelta: 0 }
      ]
    }
  ],
  spicy: [
    {
      name: '辣度',
      required: true,
      multi: false,
      values: [
        { value: '不辣', priceDelta: 0 },
        { value: '小辣', priceDelta: 0 },
        { value: '中辣', priceDelta: 0 },
        { value: '大辣', priceDelta: 0 }
      ]
    }
  ],
  size: [
    {
      name: '份量',
      required: true,
      multi: false,
      values: [
        { value: '小', priceDelta: 0 },
        { value: '中', priceDelta: 1000 },
        { value: '大', priceDelta: 2000 }
      ]
    }
  ],
  noodle: [
    {
      name: '麵底',
      required: true,
      multi: false,
      values: [
        { value: '幼麵', priceDelta: 0 },
        { value: '粗麵', priceDelta: 0 },
        { value: '河粉', priceDelta: 0 },
        { value: '米粉', priceDelta: 0 },
        { value: '公仔麵', priceDelta: 200 }
      ]
    }
  ],
  rice: [
    {
      name: '飯量',
      required: false,
      multi: false,
      values: [
        { value: '正常', priceDelta: 0 },
        { value: '少飯', priceDelta: 0 },
        { value: '加飯', priceDelta: 300 }
      ]
    }
  ],
  egg: [
    {
      name: '蛋',
      required: false,
      multi: false,
      values: [
        { value: '炒蛋', priceDelta: 0 },
        { value: '煎蛋', priceDelta: 0 },
        { value: '太陽蛋', priceDelta: 0 },
        { value: '唔要蛋', priceDelta: 0 }
      ]
    }
  ],
  cake: [
    {
      name: '尺寸',
      required: true,
      multi: false,
      values: [
        { value: '1磅', priceDelta: 0 },
        { value: '2磅', priceDelta: 16000 },
        { value: '3磅', priceDelta: 30000 }
      ]
    },
    {
      name: '蠟燭',
      required: false,
      multi: false,
      values: [
        { value: '唔使', priceDelta: 0 },
        { value: '數字蠟燭', priceDelta: 500 }
      ]
    }
  ],
  doneness: [
    {
      name: '熟度',
      required: true,
      multi: false,
      values: [
        { value: '三成熟', priceDelta: 0 },
        { value: '五成熟', priceDelta: 0 },
        { value: '七成熟', priceDelta: 0 },
        { value: '全熟', priceDelta: 0 }
      ]
    }
  ],
  soup: [
    {
      name: '鍋底',
      required: true,
      multi: false,
      values: [
        { value: '清湯', priceDelta: 0 },
        { value: '麻辣', priceDelta: 800 },
        { value: '沙嗲', priceDelta: 800 },
        { value: '豬骨', priceDelta: 1000 }
      ]
    }
  ],
  ticket: [
    {
      name: '票種',
      required: true,
      multi: false,
      values: [
        { value: '成人', priceDelta: 0 },
        { value: '長者/小童', priceDelta: -2000 }
      ]
    }
  ],
  weekday: [
    {
      name: '時段',
      required: true,
      multi: false,
      values: [
        { value: '平日', priceDelta: 0 },
        { value: '週末及公眾假期', priceDelta: 3000 }
      ]
    }
  ],
  gift: [
    {
      name: '包裝',
      required: false,
      multi: false,
      values: [
        { value: '普通包裝', priceDelta: 0 },
        { value: '禮盒包裝', priceDelta: 3000 }
      ]
    },
    {
      name: '心意卡',
      required: false,
      multi: false,
      values: [
        { value: '唔使', priceDelta: 0 },
        { value: '附手寫心意卡', priceDelta: 1000 }
      ]
    }
  ],
  sauce: [
    {
      name: '醬汁',
      required: false,
      multi: true,
      values: [
        { value: '辣椒醬', priceDelta: 0 },
        { value: '芥辣', priceDelta: 0 },
        { value: '加芝士', priceDelta: 500 }
      ]
    }
  ]
}
