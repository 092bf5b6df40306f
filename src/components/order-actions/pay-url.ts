import { apiBase } from '@/services/env'

/** The sandbox gateway's URL may be server-relative (/api/gateway/pay?txn=…): weapp needs it absolute. */
export function absolutePayUrl(payUrl: string): string {
  if (/^https?:\/\//i.test(payUrl)) return payUrl
  const origin = /^https?:\/\/[^/]+/i.exec(apiBase())?.[0] ?? ''
  return origin + (payUrl.startsWith('/') ? payUrl : `/${payUrl}`)
}
