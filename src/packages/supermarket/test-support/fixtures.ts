import type { CartCalc, CartItem } from '@/services/cart'
import type { MarketGoodsCard, MarketGoodsDetail, MarketHome } from '@/services/market'

export const item = (over: Partial<CartItem> = {}): CartItem => ({
  cartId: 1,
  goodsId: 1,
  productId: 1,
  itemCount: 1,
  bagNo: 1,
  props: [],
  optType: null,
  name: '鮮奶 1L',
  image: '',
  unitPrice: 3800,
  amount: 3800,
  stock: 50,
  limitBuy: 0,
  invalid: null,
  invalidKey: null,
  ...over,
  totalStock: over.totalStock ?? over.stock ?? 50
})

export const calc = (items: CartItem[], over: Partial<CartCalc['result']> = {}, label = ''): CartCalc => ({
  cartInfo: [{ bagNo: 1, items }],
  actInfo: { label, reduce: 0 },
  result: {
    goodsAmount: 3800,
    packFee: 200,
    deliveryFee: 800,
    deliveryFeeLabel: '另需配送費 MOP 8',
    fullReduction: 0,
    discount: 0,
    couponAmount: 0,
    redEnvelopeAmount: 0,
    total: 4800,
    minOrder: 5000,
    gapToMin: 1200,
    canSubmit: false,
    distanceM: 1200,
    feeLines: [],
    ...over
  },
  coupons: [],
  redEnvelopes: [],
  couponId: null,
  redEnvelopeId: null,
  warnMsg: null,
  warnings: []
})

// taro-image's lazyLoad needs it; jsdom has none
export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export const card = (over: Partial<MarketGoodsCard> = {}): MarketGoodsCard => ({
  id: 11,
  mchId: 5,
  name: '澳門鮮奶',
  brand: '蓮花牧場',
  image: '/img/goods/11.svg',
  price: 1800,
  originalPrice: 2200,
  sales: 30,
  tags: [],
  skus: [
    { productId: 11, spec: '1L', price: 1800, originalPrice: 2200, stock: 20, totalStock: 20, limitBuy: 0 },
    { productId: 12, spec: '2L', price: 3200, originalPrice: null, stock: 5, totalStock: 5, limitBuy: 2 }
  ],
  soldOut: false,
  ...over
})

export const detail = (over: Partial<MarketGoodsDetail> = {}): MarketGoodsDetail => ({
  ...card(),
  aisleId: 3,
  aisleName: '牛奶',
  origin: '澳門',
  description: '每日新鮮送到',
  gallery: ['/img/goods/11.svg'],
  delivery: true,
  pickup: true,
  reviews: { count: 2, good: 2, bad: 0, withPhotos: 0, goodRate: 100 },
  topReviews: [
    { id: 1, nickname: '陳小姐', star: 5, content: '好新鮮', images: [], spec: '1L', createdAt: 0 }
  ],
  store: { id: 5, name: '蓮花超市 氹仔店', address: '氹仔基馬拉斯大馬路' },
  ...over
})

export const home = (): MarketHome => ({
  store: {
    id: 5,
    name: '蓮花超市 氹仔店',
    address: '氹仔基馬拉斯大馬路',
    district: '氹仔',
    lat: 22.15,
    lng: 113.55,
    openHours: '08:00-22:00',
    phone: '28800000',
    distanceM: 500,
    image: '',
    notice: '滿MOP 100免運費',
    tags: []
  },
  banners: [{ title: '週末鮮果節', image: '/img/banner/1.svg', newsId: 1 }],
  aisles: [
    { id: 1, name: '乳品烘焙', children: [] },
    { id: 2, name: '糧油米麵', children: [] }
  ],
  deals: [card()],
  hot: []
})
