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

export const APPLICATION_STATUSES = ['reviewing', 'approved', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const APPLICATION_STATUS_TEXT: Readonly<Record<ApplicationStatus, string>> = {
  reviewing: '審核中',
  approved: '已通過',
  rejected: '未通過'
}

export const SHOP_NAME_MIN = 2
export const SHOP_NAME_MAX = 40
export const SHOP_ADDRESS_MAX = 100
export const CONTACT_NAME_MAX = 30

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
  licence: string
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
