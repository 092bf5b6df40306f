import Taro from '@tarojs/taro'

/** Status bar height for custom navigation bars: the mini-program's own. */
export function statusBarHeight(): number {
  return Taro.getWindowInfo().statusBarHeight ?? 0
}

/** The window's width in px (the rpx scale). */
export function windowWidth(): number {
  return Taro.getWindowInfo().windowWidth
}
