import { statusBarHeight } from '@/services/system-info'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { back } from '@/services/nav'
import './index.scss'
import { Icon } from '@/components/icon'
import { arrowLeft as iconArrowLeft } from '@/components/icon/paths/arrow-left'

export interface NavBarProps {
  title?: ReactNode
  /** show the back arrow (default: when there is a page to go back to) */
  showBack?: boolean
  onBack?: () => void
  left?: ReactNode
  right?: ReactNode
  /** transparent over a coloured header */
  transparent?: boolean
}

/** Custom navigation bar (spec §2: most pages use one; page head height 50). */
export function NavBar({ title, showBack, onBack, left, right, transparent }: NavBarProps) {
  const statusBar = statusBarHeight()
  const canBack = showBack ?? Taro.getCurrentPages().length > 1
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
              aria-label="返回"
              onClick={() => (onBack ? onBack() : back())}
            >
              <Icon className="nav-bar__arrow" d={iconArrowLeft} />
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
