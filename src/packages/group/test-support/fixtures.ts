import type {
  GroupComment,
  GroupDeal,
  GroupDish,
  GroupMerchant,
  GroupMerchantDetail,
  GroupOrderDetail,
  SeatMap
} from '@lotus/contract/group'
import { vi } from 'vitest'

/** Wire-shaped group data for the page tests (fetchers mocked at src/services/group). */

/** A `groupApi` double: every call a vi.fn (tests set what each answers). */
export const groupApiMock = () => ({
  merchants: vi.fn(),
  merchant: vi.fn(),
  menu: vi.fn(),
  album: vi.fn(),
  similar: vi.fn(),
  brand: vi.fn(),
  deal: vi.fn(),
  dish: vi.fn(),
  comments: vi.fn(),
  comment: vi.fn(),
  films: vi.fn(),
  seats: vi.fn(),
  slots: vi.fn(),
  order: vi.fn(),
  buyVoucher: vi.fn(),
  buyTickets: vi.fn(),
  reserve: vi.fn(),
  refund: vi.fn(),
  cancel: vi.fn(),
  evaluate: vi.fn(),
  deleteComment: vi.fn()
})

export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

export const merchant = (over: Partial<GroupMerchant> = {}): GroupMerchant => ({
  id: 5,
  name: '蓮香茶餐廳',
  category: '美食',
  district: '花地瑪堂區',
  address: '提督馬路 88 號',
  lat: 22.2062,
  lng: 113.5439,
  phone: '28551234',
  openHours: '07:00-22:00',
  star: 4.6,
  commentCount: 3,
  avgPrice: 8000,
  image: '',
  brand: null,
  isOpen: true,
  distanceM: 420,
  bestDeal: { id: 11, title: '100元代金券', price: 8000, originalPrice: 10000 },
  ...over
})

const RULES = {
  validFrom: '2026-11-01',
  validTo: '2026-12-31',
  weekdays: [1, 2, 3, 4, 5],
  holidays: false,
  booking: true,
  perPersonLimit: 2,
  anytimeRefund: true,
  expiryRefund: true
}

export const deal = (over: Partial<GroupDeal> = {}): GroupDeal => ({
  id: 11,
  mchId: 5,
  kind: 'combo',
  title: '雙人下午茶套餐',
  description: '',
  image: '',
  price: 9800,
  originalPrice: 13600,
  persons: 2,
  contents: [
    { name: '菠蘿油', count: 2, price: 1800 },
    { name: '凍奶茶', count: 2, price: 2200 }
  ],
  rules: RULES,
  sold: 52,
  ...over
})

export const dish = (over: Partial<GroupDish> = {}): GroupDish => ({
  id: 31,
  mchId: 5,
  name: '豬扒包',
  category: '招牌',
  price: 3800,
  image: '',
  description: '即叫即炸',
  recommended: true,
  ...over
})

export const detail = (over: Partial<GroupMerchantDetail> = {}): GroupMerchantDetail => ({
  ...merchant(),
  tasteStar: 4.7,
  envStar: 4.2,
  serviceStar: 4.5,
  licenseNo: 'IAM-2021-0088',
  notice: '週一公休',
  deals: [deal({ id: 10, kind: 'deal', title: '100元代金券', price: 8000, originalPrice: 10000 }), deal()],
  dishes: [dish()],
  photoCount: 8,
  cinema: false,
  reservable: true,
  ...over
})

export const comment = (over: Partial<GroupComment> = {}): GroupComment => ({
  id: 71,
  mchId: 5,
  userName: '陳**',
  star: 4,
  tasteStar: 5,
  envStar: 3,
  serviceStar: 4,
  content: '奶茶好滑',
  images: [],
  createdAt: 1_763_800_000,
  mine: false,
  ...over
})

export const page = <T>(list: T[]) => ({ list, page: 1, pageSize: 20, total: list.length, hasMore: false })

export const order = (over: Partial<GroupOrderDetail> = {}): GroupOrderDetail => ({
  id: 900,
  orderNo: 'G202611220001',
  fulfilment: 'voucher',
  status: 'paid',
  statusText: '待使用',
  mchId: 5,
  merchantName: '蓮香茶餐廳',
  title: '100元代金券',
  total: 16000,
  refunded: 0,
  payDeadline: 1_763_800_900,
  createdAt: 1_763_800_000,
  evaluated: false,
  commentId: null,
  rules: RULES,
  codes: [
    {
      id: 1,
      code: '123456789012',
      state: 'unused',
      stateText: '未使用',
      label: '100元代金券',
      price: 8000,
      usedAt: null
    },
    {
      id: 2,
      code: '210987654321',
      state: 'used',
      stateText: '已使用',
      label: '100元代金券',
      price: 8000,
      usedAt: 1_763_801_000
    }
  ],
  reservation: null,
  ticket: null,
  refunds: [],
  canRefund: true,
  canCancel: false,
  canEvaluate: true,
  ...over
})

export const seatMap = (): SeatMap => ({
  showtime: {
    id: 41,
    filmId: 3,
    cinemaId: 9,
    hall: '1號廳',
    startsAt: 1_763_900_000,
    fromPrice: 7000,
    film: { id: 3, title: '濠江夜話', poster: '', rating: 8.6, minutes: 118, genre: '劇情', intro: '' },
    cinemaName: '新口岸影城'
  },
  rows: 3,
  cols: 4,
  // the third column is an aisle
  grid: [
    ['standard', 'standard', null, 'standard'],
    ['standard', 'standard', null, 'standard'],
    ['vip', 'vip', null, 'vip']
  ],
  classes: [
    { key: 'standard', name: '普通座', price: 7000 },
    { key: 'vip', name: 'VIP 座', price: 9000 }
  ],
  taken: ['1-1']
})
