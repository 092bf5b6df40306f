import type { CartCalc, CartItem } from '@/services/cart'
import type { Goods, MerchantDetail } from '@/services/takeaway'

/** Shapes of the contract (docs/api-takeaway.md) for page tests. */
export const merchant = (over: Partial<MerchantDetail> = {}): MerchantDetail => ({
  id: 5,
  name: '澳門茶餐廳',
  logo: '/api/img/m/5.svg',
  vertical: 'takeaway',
  verticals: ['takeaway'],
  category: 'hk_cafe',
  district: '氹仔',
  address: '官也街 8 號',
  lat: 22.153,
  lng: 113.556,
  distance: 1200,
  star: 4.7,
  monthSales: 1530,
  avgPrice: 6000,
  deliveryFee: 800,
  minOrder: 5000,
  deliveryMinutes: 35,
  tags: ['滿60減10'],
  isOpen: true,
  notice: '歡迎光臨',
  openHours: '10:00-22:00',
  phone: '28888888',
  licenseNo: 'LIC-0005',
  tasteStar: 4.6,
  packStar: 4.8,
  activities: [{ type: 'full_reduction', label: '滿60減10', threshold: 6000, reduce: 1000 }],
  deliveryRangeM: 5000,
  favourite: false,
  qualifications: [{ name: '營業執照', image: '/api/img/q/5.svg' }],
  ...over
})

export const goods = (over: Partial<Goods> = {}): Goods => ({
  id: 1,
  name: '叉燒飯',
  image: '/api/img/g/1.svg',
  categoryId: 10,
  price: 3800,
  originalPrice: null,
  stock: 50,
  totalStock: 50,
  limitBuy: 0,
  monthSales: 320,
  description: '',
  tags: [],
  soldOut: false,
  props: [],
  packFee: 200,
  ...over
})

export const item = (over: Partial<CartItem> = {}): CartItem => ({
  cartId: 1,
  goodsId: 1,
  productId: 1,
  itemCount: 1,
  bagNo: 1,
  props: [],
  optType: null,
  name: '叉燒飯',
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
