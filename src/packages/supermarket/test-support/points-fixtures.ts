import type { MarketStore, PointsMallItem, PointsMallOrder } from '@/services/points-mall'

export const pmItem = (over: Partial<PointsMallItem> = {}): PointsMallItem => ({
  id: 1,
  kind: 'gift',
  name: '環保購物袋',
  description: '環保購物袋：可到任何一間超市門店自取，或送貨上門。',
  image: '/api/img/gift/1.svg',
  points: 200,
  cash: 0,
  stock: 500,
  perUser: 2,
  exchanged: 3,
  coupon: null,
  ...over
})

export const pmOrder = (over: Partial<PointsMallOrder> = {}): PointsMallOrder => ({
  id: 7,
  itemId: 1,
  kind: 'gift',
  name: '環保購物袋',
  image: '/api/img/gift/1.svg',
  qty: 1,
  points: 200,
  cash: 0,
  orderId: null,
  payDeadline: null,
  status: 'to_pickup',
  statusText: '待自取',
  way: 'pickup',
  store: { id: 31, name: '蓮花超市 新馬路店', address: '澳門新馬路 123 號' },
  address: null,
  couponId: null,
  coupon: null,
  pickupCode: '12345678',
  shipping: null,
  canCancel: true,
  canReceive: false,
  createdAt: 1_795_000_000,
  ...over
})

export const pmStore = (over: Partial<MarketStore> = {}): MarketStore => ({
  id: 31,
  name: '蓮花超市 新馬路店',
  address: '澳門新馬路 123 號',
  district: '大堂區',
  lat: 22.1935,
  lng: 113.5405,
  openHours: '08:00-22:00',
  phone: '28123456',
  distanceM: 650,
  image: '',
  ...over
})

export const pmPage = <T>(list: T[], hasMore = false) => ({
  list,
  page: 1,
  pageSize: 20,
  total: list.length,
  hasMore
})
