import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { back, PAGES, replace } from '@/services/nav'
import { useWords } from '../../words'
import './index.scss'

/** Issue 8 §7: an unknown or mistyped address lands here (app.ts usePageNotFound) with a way home. */
export default function NotFound() {
  const t = useWords()
  const { path } = usePageParams()
  const canBack = Taro.getCurrentPages().length > 1
  return (
    <View className="not-found">
      <NavBar title={t('notFound.title')} showBack={canBack} />
      <StateView
        state="empty"
        picture="not-found"
        emptyText={t('notFound.text')}
        actionText={t('notFound.home')}
        onAction={() => replace(PAGES.home)}
      />
      {path ? <Text className="not-found__path">{path}</Text> : null}
      {canBack ? (
        <View className="not-found__back" role="button" onClick={() => back()}>
          {t('notFound.back')}
        </View>
      ) : null}
    </View>
  )
}
