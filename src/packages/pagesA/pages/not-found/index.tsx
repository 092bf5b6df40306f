import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { back, PAGES, replace } from '@/services/nav'
import './index.scss'

/** Issue 8 §7: an unknown or mistyped address lands here (app.ts usePageNotFound) with a way home. */
export default function NotFound() {
  const { path } = usePageParams()
  const canBack = Taro.getCurrentPages().length > 1
  return (
    <View className="not-found">
      <NavBar title="找不到頁面" showBack={canBack} />
      <StateView
        state="empty"
        picture="not-found"
        emptyText="找不到這個頁面，連結可能已失效或輸入有誤"
        actionText="返回首頁"
        onAction={() => replace(PAGES.home)}
      />
      {path ? <Text className="not-found__path">{path}</Text> : null}
      {canBack ? (
        <View className="not-found__back" role="button" onClick={() => back()}>
          返回上一頁
        </View>
      ) : null}
    </View>
  )
}
