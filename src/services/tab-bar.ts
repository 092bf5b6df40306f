import Taro from '@tarojs/taro'
import { type MessageKey, t } from '@/i18n'

/** The tab bar's words, in src/app.config.ts's order (that file is read at build time: Chinese only). */
const TABS: readonly MessageKey[] = ['tab.home', 'tab.grade', 'tab.order', 'tab.mine']
const RETRIES = 40
const RETRY_MS = 250

/** Names the tabs in the current language. */
export function applyTabBarTexts(): void {
  TABS.forEach((key, index) => setItem(index, key, 0))
}

function setItem(index: number, key: MessageKey, attempt: number): void {
  if (typeof Taro.setTabBarItem !== 'function') return
  let answered = false
  const settle = () => {
    answered = true
  }
  Taro.setTabBarItem({ index, text: t(key) }).then(settle, settle)
  // h5's tab bar hears this as an event and is drawn a few tasks after start: unheard, ask again
  setTimeout(() => {
    if (!answered && attempt < RETRIES) setItem(index, key, attempt + 1)
  }, RETRY_MS)
}
