import { statusBarHeight } from '@/services/system-info'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import { type ReactNode, useEffect } from 'react'
import { back, goHome } from '@/services/nav'
import { useT } from '@/i18n'
import { setWindowTitle } from '@/services/window-title'
import './index.scss'
import { Icon } from '@/components/icon'
import { arrowLeft as iconArrowLeft } from '@/components/icon/paths/arrow-left'
import { home as iconHome } from '@/components/icon/paths/home'

export interface NavBarProps {
  title?: ReactNode
  /**
   * show the back arrow (default: when there is a page to go back to; without one, a home button: a page opened
   * from a link or after paying is never a dead end, issue 35 §8). `false`: neither (the tab pages).
   */
  showBack?: boolean
  onBack?: () => void
  left?: ReactNode
  right?: ReactNode
  /** transparent over a coloured header */
  transparent?: boolean
}

/** Custom navigation bar (spec §2: most pages use one; page head height 50). */
export function NavBar({ title, showBack, onBack, left, right, transparent }: NavBarProps) {
  const t = useT()
  const statusBar = statusBarHeight()
  const canBack = showBack ?? Taro.getCurrentPages().length > 1
  const showHome = showBack === undefined && !canBack
  // the window's title (h5: the tab's, a share's) in the reader's language: index.config.ts names it only in Chinese
  useEffect(() => {
    if (typeof title === 'string' && title) setWindowTitle(title)
  }, [title])
  return (
    <View
      className={`nav-bar ${transparent ? 'nav-bar--transparent' : ''}`}
      style={{ paddingTop: `${statusBar}px` }}
    >
      <View className="nav-bar__inner">
        <View className="nav-bar__left">
          {canBack && (
            <View
              className="nav-bar__back"
              role="button"
              aria-label={t('common.back')}
              onClick={() => (onBack ? onBack() : back())}
            >
              <Icon className="nav-bar__arrow" d={iconArrowLeft} />
            </View>
          )}
          {showHome && (
            <View className="nav-bar__back" role="button" aria-label={t('common.backHome')} onClick={goHome}>
              <Icon className="nav-bar__arrow" d={iconHome} />
            </View>
          )}
          {left}
        </View>
        <View className="nav-bar__title">{title}</View>
        <View className="nav-bar__right">{right}</View>
      </View>
    </View>
  )
}
