/** Orders of the merchant list (`/v1/store/merchant/list` sort). */
export const MERCHANT_SORTS = ['smart', 'distance', 'rating', 'sales', 'deliveryFee', 'minOrder'] as const
export type MerchantSort = (typeof MERCHANT_SORTS)[number]

/** What a user may report a merchant for. */
export const REPORT_TYPES = ['食品安全', '虛假宣傳', '價格問題', '服務態度', '證照問題', '其他'] as const
export type ReportType = (typeof REPORT_TYPES)[number]

/** Merchant ids one exposure report may carry (`/v2/wm/flow/addShow`). */
export const MAX_SHOW_IDS = 100
