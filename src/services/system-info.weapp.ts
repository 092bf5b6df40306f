import Taro from '@tarojs/taro'

/** Status bar height for custom navigation bars: the mini-program's own. */
export function statusBarHeight(): number {
  return Taro.getWindowInfo().statusBarHeight ?? 0
}
