import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import {
  CLIENT_VERSION,
  currentEnv,
  ENVS,
  type EnvName,
  envSwitchAllowed,
  setEnvOverride
} from '@/services/env'
import { PAGES } from '@/services/nav'
import { useSession } from '@/stores/session'
import './index.scss'
import { showModal } from '@/services/dialogs'

const ENV_LABELS: Record<EnvName, string> = {
  dev: '開發 dev',
  uat: '測試 uat',
  rel: '預發佈 rel',
  pro: '正式 pro'
}
/** what 清除暫存資料 keeps: who is logged in and the device's own choices */
const KEEP_KEYS = ['lotus.session', 'lotus.privacy', 'lotus.env']
// Taro's h5 modal defaults to simplified 确定/取消
const ask = (title: string, content: string) =>
  showModal({ title, content, confirmText: '確定', cancelText: '取消', confirmColor: '#c2410c' })

export default function SetUp() {
  const loggedIn = useSession((s) => s.token !== '')
  const logout = useSession((s) => s.logout)
  const [env, setEnv] = useState<EnvName>(currentEnv())

  const onLogout = async () => {
    if (!(await ask('退出登入', '確定要退出當前帳號嗎？')).confirm) return
    await logout()
    void Taro.reLaunch({ url: PAGES.home })
  }

  const clearCache = async () => {
    if (!(await ask('清除暫存資料', '將清除搜尋記錄、定位等本機暫存資料，不會退出登入')).confirm) return
    for (const key of Taro.getStorageInfoSync().keys) {
      if (!KEEP_KEYS.includes(key)) Taro.removeStorageSync(key)
    }
    void Taro.showToast({ title: '已清除暫存資料', icon: 'success' })
  }

  const switchEnv = async (next: EnvName) => {
    if (next === env) return
    if (!(await ask('切換環境', `切換到 ${ENV_LABELS[next]} 後需要重新登入`)).confirm) return
    // the token belongs to the old environment's server: log out there first
    await logout()
    setEnvOverride(next)
    setEnv(next)
    void Taro.reLaunch({ url: PAGES.home })
  }

  return (
    <View className="set-up">
      <NavBar title="設定" />
      <View className="set-up__group">
        <View className="set-up__row" onClick={() => void clearCache()}>
          <Text className="set-up__title">清除暫存資料</Text>
          <Text className="set-up__arrow" />
        </View>
        <View className="set-up__row set-up__row--static">
          <Text className="set-up__title">關於 Lotus</Text>
          <Text className="set-up__extra">
            版本 {CLIENT_VERSION}
            {env !== 'pro' ? ` · ${ENV_LABELS[env]}` : ''}
          </Text>
        </View>
      </View>

      {envSwitchAllowed && (
        <View className="set-up__group" role="radiogroup" aria-label="環境切換">
          <View className="set-up__caption">環境切換（僅測試版本可見）</View>
          {ENVS.map((e) => (
            <View
              key={e}
              className="set-up__row"
              role="radio"
              aria-checked={e === env}
              onClick={() => void switchEnv(e)}
            >
              <Text className="set-up__title">{ENV_LABELS[e]}</Text>
              {e === env && <Text className="set-up__check">當前</Text>}
            </View>
          ))}
        </View>
      )}

      {loggedIn && (
        <View className="set-up__logout" role="button" onClick={() => void onLogout()}>
          退出登入
        </View>
      )}
    </View>
  )
}
