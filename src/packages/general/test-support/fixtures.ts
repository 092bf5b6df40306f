import type { GeneralGoods, GeneralStore, GeneralStorePage } from '@lotus/contract/general'

/** Wire-shaped general-store data for the page tests (fetchers are mocked at src/services/general). */
export const store = (over: Partial<GeneralStore> = {}): GeneralStore => ({
  id: 7,
  name: '果然鮮生果',
  logo: '',
  kind: 'fruit',
  kindText: '生果',
  district: '氹仔',
  address: '氹仔地堡街 12 號',
  star: 4.6,
  monthSales: 120,
  minOrder: 5000,
  deliveryFee: 1000,
  deliveryMinutes: 40,
  distanceM: 350,
  weightPolicy: 'refund',
  isOpen: true,
  activities: [
    { type: 'full_reduction', label: '滿200減20', threshold: 20000, reduce: 2000 },
    { type: 'full_reduction', label: '滿400減50', threshold: 40000, reduce: 5000 },
    { type: 'delivery_free', label: '滿$300免運費', threshold: 30000 }
  ],
  tags: [],
  notice: '',
  ...over
})

export const goods = (over: Partial<GeneralGoods> = {}): GeneralGoods => ({
  id: 101,
  name: '日本富士蘋果',
  image: '',
  categoryId: 1,
  price: 4800,
  originalPrice: null,
  stock: 30,
  totalStock: 30,
  limitBuy: 0,
  monthSales: 12,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 0,
  sellBy: 'unit',
  pricePer500g: null,
  unitGrams: null,
  season: null,
  seasonMonths: [],
  origin: '日本',
  alcohol: false,
  giftSet: false,
  saving: 0,
  mchId: 7,
  mchName: '果然鮮生果',
  category: '時令水果',
  ...over
})

export const storePage = (over: Partial<GeneralStorePage> = {}): GeneralStorePage => ({
  store: store(),
  categories: [{ id: 1, name: '時令水果', count: 1, goods: [goods()] }],
  discounted: [],
  ...over
})

export const paged = <T>(list: T[]) => ({ list, page: 1, pageSize: 50, total: list.length, hasMore: false })
