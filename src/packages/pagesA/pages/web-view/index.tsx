import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useEffect } from 'react'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { back } from '@/services/nav'
import { isHttpUrl, readLinkParam, readTextParam, swapWebViewHost } from '@/utils/ad-link'
import { WebViewBody } from './web-view-body'
import './index.scss'

/** Where the app remembers the environment's web host, and the alternate host it may be moved to. */
export const WEB_VIEW_HOST_KEY = 'lotus.webViewHost'
const ALTERNATE_HOST = process.env.TARO_APP_WEB_VIEW_ALT_HOST

/** Web pages from ads (type 1): src, pageName (activity | invite), shareTitle. */
export default function WebViewPage() {
  const params = useRouter().params as { src?: string; pageName?: string; shareTitle?: string }
  const raw = readLinkParam(params.src)
  const title = readTextParam(params.shareTitle) || 'Lotus'
  const stored: unknown = Taro.getStorageSync(WEB_VIEW_HOST_KEY)
  const src = isHttpUrl(raw)
    ? swapWebViewHost(raw, typeof stored === 'string' ? stored : '', ALTERNATE_HOST)
    : ''

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title })
  }, [title])

  if (!src) {
    return (
      <View className="web-view">
        <NavBar title={title} />
        <StateView state="error" errorText="鏈接無效，無法打開此頁面" />
        <View className="web-view__back" onClick={() => back()}>
          返回
        </View>
      </View>
    )
  }
  return (
    <WebViewBody src={src} title={title} pageName={params.pageName === 'invite' ? 'invite' : 'activity'} />
  )
}
