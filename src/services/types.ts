/** Shapes the server answers (docs/api.md). Money in avos, time in seconds. */
export interface User {
  id: number
  areaCode: string
  phone: string
  level: number
  mtype: number
  nickname: string
  avatar: string
  gender: number
  birthday: string | null
  promotionCode: string
  boundPromotionCode: string | null
  honey: number
  createdAt: number
}

export interface UserSecurity {
  hasPayPassword: boolean
  phoneMasked: string
  identityVerified: boolean
  wechatBound: boolean
}

export interface LoginResult {
  token: string
  user: User
}

export type Vertical = 'takeaway' | 'supermarket' | 'group' | 'spell' | 'general'

export interface Merchant {
  id: number
  name: string
  logo: string
  vertical: Vertical
  category: string
  district: string
  address: string
  lat: number
  lng: number
  distance: number
  star: number
  monthSales: number
  avgPrice: number
  deliveryFee: number
  minOrder: number
  deliveryMinutes: number
  tags: string[]
  isOpen: boolean
}

export interface Page<T> {
  list: T[]
  page: number
  pageSize: number
  total: number
  hasMore: boolean
}

export interface Place {
  id: number
  name: string
  address: string
  district: string
  lat: number
  lng: number
  distance: number
}

export interface City {
  id: number
  code: string
  name: string
  lat: number
  lng: number
  merchantCount: number
}

export interface Ad {
  id: number
  name: string
  type: 1 | 2 | 3
  wxLink: string
  image: string
  merchantId?: number | null
}

export type AreaCode = '853' | '852' | '86'
export type SmsType = 'login' | 'changePhone' | 'payPassword' | 'deleteAccount' | 'bindPhone'
