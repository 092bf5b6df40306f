import { apiBase } from '@/services/env'
import { go, withQuery } from '@/services/nav'

const WEB_VIEW = '/packages/pagesA/pages/web-view/index'

/** The sandbox gateway's URL may be server-relative (/api/gateway/pay?txn=…): weapp needs it absolute. */
export function absolutePayUrl(payUrl: string): string {
  if (/^https?:\/\//i.test(payUrl)) return payUrl
  const origin = /^https?:\/\/[^/]+/i.exec(apiBase())?.[0] ?? ''
  return origin + (payUrl.startsWith('/') ? payUrl : `/${payUrl}`)
}

/**
 * Open the payment gateway. h5: leave the app for the gateway page (it redirects back to web-pay).
 * weapp: inside the web-view page; the pay page re-reads the order when it shows again.
 */
export function openPayUrl(payUrl: string, title = '支付'): void {
  if (process.env.TARO_ENV === 'h5') {
    window.location.href = payUrl
    return
  }
  go(withQuery(WEB_VIEW, { src: absolutePayUrl(payUrl), shareTitle: title }))
}
