import { View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'

/** h5: the page in an iframe under the app's own bar (no share menu on h5). */
export function WebViewBody({ src, title }: { src: string; title: string; pageName: string }) {
  return (
    <View className="web-view">
      <NavBar title={title} />
      <iframe className="web-view__frame" src={src} title={title} />
    </View>
  )
}
