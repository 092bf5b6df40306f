import Taro from '@tarojs/taro'

/**
 * Status bar height for custom navigation bars. On h5 the browser draws no status bar inside the
 * page, and Taro's getSystemInfoSync there pulls a user-agent parser (~40 KB) into the first load,
 * so the h5 build answers 0 without calling it (the branch is removed at compile time).
 */
export function statusBarHeight(): number {
  // a ternary, not an early return: webpack drops the dead branch (and its import) only for if/else and ?:
  return process.env.TARO_ENV === 'h5' ? 0 : (Taro.getWindowInfo().statusBarHeight ?? 0)
}
