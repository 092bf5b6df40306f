import Taro from '@tarojs/taro'

/** weapp: the page's title (the bar is custom; WeChat still shows it in its recent list and when sharing). */
export function setWindowTitle(title: string): void {
  void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
}
