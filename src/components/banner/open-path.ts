import Taro from '@tarojs/taro'
import { isTabPage } from '@/services/nav'
import { registered } from './registered-route'
import { strip } from './strip-path'
import { t } from '@/i18n'

/**
 * Open an in-app page from data the server sent (ads, merchant cards). Targets whose page is not in
 * this build yet (a vertical's merchant page arrives with its own issue) get a toast instead of a
 * blank screen.
 */
export async function openPath(url: string): Promise<boolean> {
  if (registered(url) === false) {
    void Taro.showToast({ title: t('home.notOpen'), icon: 'none' })
    return false
  }
  try {
    if (isTabPage(url)) await Taro.switchTab({ url: `/${strip(url)}` })
    else await Taro.navigateTo({ url })
    return true
  } catch {
    void Taro.showToast({ title: t('home.notOpen'), icon: 'none' })
    return false
  }
}
