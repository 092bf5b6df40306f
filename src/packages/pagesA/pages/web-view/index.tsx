import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useEffect } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { back } from '@/services/nav'
import {
  isHttpUrl,
  readLinkParam,
  readTextParam,
  swapWebViewHost,
  WEB_VIEW_HOST_KEY,
  webViewAltHost
} from '@/utils/ad-link'
import { WebViewBody } from './web-view-body'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'

/** Where the app remembers the web-view address from remote config (stores/config.ts). */
export { WEB_VIEW_HOST_KEY }

/** Web pages from ads (type 1): src, pageName (activity | invite), shareTitle. */
export default function WebViewPage() {
  const t = useWords()
  const params = usePageParams() as { src?: string; pageName?: string; shareTitle?: string }
  const raw = readLinkParam(params.src)
  const title = readTextParam(params.shareTitle) || 'Lotus'
  const stored: unknown = Taro.getStorageSync(WEB_VIEW_HOST_KEY)
  const src = isHttpUrl(raw)
    ? swapWebViewHost(raw, typeof stored === 'string' ? stored : '', webViewAltHost())
    : ''

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title })
  }, [title])

  if (!src) {
    return (
      <View className="web-view">
        <NavBar title={title} />
        <StateView state="error" errorText={t('webView.invalid')} />
        <View className="web-view__back" onClick={() => back()}>
          {t('webView.back')}
        </View>
      </View>
    )
  }
  return (
    <WebViewBody src={src} title={title} pageName={params.pageName === 'invite' ? 'invite' : 'activity'} />
  )
}
