import { useShareAppMessage } from '@tarojs/taro'
import { WebView } from '@tarojs/components'
import { ROUTES } from '@/services/routes'

/** weapp: the native web-view (it covers the page), shared as this same page. */
export function WebViewBody({ src, title, pageName }: { src: string; title: string; pageName: string }) {
  useShareAppMessage(() => ({
    title,
    path: `${ROUTES.pagesA.webView}?src=${encodeURIComponent(src)}&pageName=${pageName}&shareTitle=${encodeURIComponent(title)}`
  }))
  return <WebView src={src} />
}
