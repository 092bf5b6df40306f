import { DEFAULT_LOCALE, inLocale, type Locale, type Phrase } from './locale'

/** Applying to become a merchant (商家入駐, pagesUser business). Times in seconds. */
export const BUSINESS_CATEGORIES = [
  '餐飲美食',
  '超市便利',
  '生鮮蔬果',
  '酒水飲品',
  '百貨零售',
  '休閒娛樂',
  '其他'
] as const
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number]

/** Macau's districts: the five parishes of the peninsula, Taipa, Cotai and Coloane. */
export const MACAU_DISTRICTS = [
  '花地瑪堂區',
  '花王堂區',
  '望德堂區',
  '大堂區',
  '風順堂區',
  '氹仔',
  '路氹城',
  '路環'
] as const
export type MacauDistrict = (typeof MACAU_DISTRICTS)[number]

/** Where a new shop's pin starts (each district's centre, WGS84) until the merchant's exact spot is set. */
export const DISTRICT_CENTRES: Readonly<Record<MacauDistrict, { lat: number; lng: number }>> = {
  花地瑪堂區: { lat: 22.2078, lng: 113.5469 },
  花王堂區: { lat: 22.1985, lng: 113.5395 },
  望德堂區: { lat: 22.1968, lng: 113.5445 },
  大堂區: { lat: 22.1905, lng: 113.5465 },
  風順堂區: { lat: 22.1885, lng: 113.5365 },
  氹仔: { lat: 22.1575, lng: 113.5565 },
  路氹城: { lat: 22.1445, lng: 113.5645 },
  路環: { lat: 22.1185, lng: 113.5565 }
}

export const APPLICATION_STATUSES = ['reviewing', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_TEXT: Readonly<Record<ApplicationStatus, string>> = {
  reviewing: '審核中',
  approved: '已通過',
  rejected: '未通過'
}

const APPLICATION_STATUS_WORDS: Readonly<Record<ApplicationStatus, Phrase>> = {
  reviewing: ['Under review', 'Em análise'],
  approved: ['Approved', 'Aprovado'],
  rejected: ['Not approved', 'Não aprovado']
}

/** APPLICATION_STATUS_TEXT in the reader's language. */
export const applicationStatusText = (s: ApplicationStatus, locale: Locale = DEFAULT_LOCALE): string =>
  inLocale(locale, APPLICATION_STATUS_TEXT[s], APPLICATION_STATUS_WORDS[s])

export const SHOP_NAME_MIN = 2
export const SHOP_NAME_MAX = 40
export const SHOP_ADDRESS_MAX = 100
export const CONTACT_NAME_MAX = 30
/** Licence photos an application carries (the business licence, and any permit the trade needs). */
export const LICENCE_PHOTOS_MAX = 3
/** 商業登記編號 (Macau's commercial registry number, e.g. 12345 (SO) or 12345-SO): letters, digits, spaces, ( ) - / . */
export const REGISTRATION_NO_PATTERN = /^[0-9A-Za-z][0-9A-Za-z ()/.-]{2,29}$/

export interface MerchantApplication {
  id: number
  shopName: string
  category: BusinessCategory
  district: MacauDistrict
  address: string
  contactName: string
  areaCode: string
  /** shown masked (maskPhone); the full number stays on the server */
  phoneMasked: string
  /** the first licence photo */
  licence: string
  licences: string[]
  /** 商業登記編號 ('' on applications sent before it was asked) */
  registrationNo: string
  status: ApplicationStatus
  rejectReason: string | null
  createdAt: number
  updatedAt: number
}

/** What the business page shows: the latest application (null before the first). */
export interface BusinessInfo {
  application: MerchantApplication | null
  /** a new application may be sent (none in review) */
  canApply: boolean
}
