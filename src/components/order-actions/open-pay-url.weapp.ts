import { go, PAGES, withQuery } from '@/services/nav'
import { absolutePayUrl } from './pay-url'

/** Open the payment gateway (weapp): inside the web-view page; the pay page re-reads the order when it shows again. */
export function openPayUrl(payUrl: string, title = '支付'): void {
  go(withQuery(PAGES.webView, { src: absolutePayUrl(payUrl), shareTitle: title }))
}
