import { go, PAGES, withQuery } from '@/services/nav'
import { absolutePayUrl } from './pay-url'
import { orderWords } from './words'

/** Open the payment gateway (weapp): inside the web-view page; the pay page re-reads the order when it shows again. */
export function openPayUrl(payUrl: string, title?: string): void {
  go(withQuery(PAGES.webView, { src: absolutePayUrl(payUrl), shareTitle: title ?? orderWords.word('pay') }))
}
