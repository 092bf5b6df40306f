import { useDidShow } from '@tarojs/taro'
import { applyTabBarTexts } from '@/services/tab-bar'

/**
 * A tab page names the tabs in the language in force each time it shows: a tab bar drawn after the language was put
 * in force (a tab page opened first, on h5 by its URL) would otherwise keep app.config.ts's Chinese.
 */
export function useTabBarWords(): void {
  useDidShow(() => applyTabBarTexts())
}
