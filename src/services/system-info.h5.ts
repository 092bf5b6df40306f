/**
 * Status bar height for custom navigation bars. The browser draws no status bar inside the page (and
 * Taro's system-info call pulls a ~40 KB user-agent parser into the h5 first load), so h5 answers 0.
 */
export function statusBarHeight(): number {
  return 0
}

/** The window's width in CSS px (the rpx scale): the browser's own, without Taro's system-info call. */
export function windowWidth(): number {
  return window.innerWidth || document.documentElement.clientWidth
}
