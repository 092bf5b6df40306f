import { request } from './request'

export interface MerchantReport {
  mchId: number
  type: string
  /** ≤ 500 characters */
  content: string
  /** ≤ 6 upload urls */
  images: string[]
  phone?: string
}

/** POST /v1/store/merchant/report (JSON). */
export const reportMerchant = (r: MerchantReport) =>
  request<null>('/v1/store/merchant/report', { method: 'POST', json: true, data: r, loading: '提交中' })
