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
import { useLocale } from '@/stores/locale'
import { LANGUAGE_NAMES } from '@/i18n'
import { LOCALES, type Locale } from '@lotus/contract/locale'
import './index.scss'
import { showModal } from '@/services/dialogs'
import { pagesUserWords } from '../../words'

// the switch of test builds only (never in a released app): the team's own names for its servers
/* eslint-disable i18n/no-cjk-literal */
const ENV_LABELS: Record<EnvName, string> = {
  dev: '開發 dev',
  uat: '測試 uat',
  rel: '預發佈 rel',
  pro: '正式 pro'
}
/* eslint-enable i18n/no-cjk-literal */
/** what 清除暫存資料 keeps: who is logged in and the device's own choices */
const KEEP_KEYS = ['lotus.session', 'lotus.privacy', 'lotus.env', 'lotus.lang']
// showModal words its buttons in the current language (Taro's h5 modal defaults to simplified 确定/取消)
const ask = (title: string, content: string) => showModal({ title, content })
/** the language rows: the device's, then each language by its own name */
const LANGUAGE_CHOICES: ReadonlyArray<Locale | null> = [null, ...LOCALES]

export default function SetUp() {
  const w = pagesUserWords.useWords()
  const choice = useLocale((s) => s.choice)
  const choose = useLocale((s) => s.choose)
  const loggedIn = useSession((s) => s.token !== '')
  const logout = useSession((s) => s.logout)
  const [env, setEnv] = useState<EnvName>(currentEnv())

  const onLogout = async () => {
    if (!(await ask(w('setup.logout'), w('setup.logoutAsk'))).confirm) return
    await logout()
    void Taro.reLaunch({ url: PAGES.home })
  }

  const clearCache = async () => {
    if (!(await ask(w('setup.clearCache'), w('setup.clearCacheAsk'))).confirm) return
    for (const key of Taro.getStorageInfoSync().keys) {
      if (!KEEP_KEYS.includes(key)) Taro.removeStorageSync(key)
    }
    void Taro.showToast({ title: w('setup.cacheCleared'), icon: 'success' })
  }

  const switchEnv = async (next: EnvName) => {
    if (next === env) return
    if (!(await ask(w('setup.env'), w('setup.envAsk', { env: ENV_LABELS[next] }))).confirm) return
    // the token belongs to the old environment's server: log out there first
    await logout()
    setEnvOverride(next)
    setEnv(next)
    void Taro.reLaunch({ url: PAGES.home })
  }

  return (
    <View className="set-up">
      <NavBar title={w('setup.title')} />
      <View className="set-up__group">
        <View className="set-up__row" onClick={() => void clearCache()}>
          <Text className="set-up__title">{w('setup.clearCache')}</Text>
          <Text className="set-up__arrow" />
        </View>
        <View className="set-up__row set-up__row--static">
          <Text className="set-up__title">{w('setup.about')}</Text>
          <Text className="set-up__extra">
            {w('setup.version', { version: CLIENT_VERSION })}
            {env !== 'pro' ? ` · ${ENV_LABELS[env]}` : ''}
          </Text>
        </View>
      </View>

      <View className="set-up__group" role="radiogroup" aria-label={w('setup.language')}>
        <View className="set-up__caption">{w('setup.language')}</View>
        {LANGUAGE_CHOICES.map((l) => (
          <View
            key={l ?? 'auto'}
            className="set-up__row"
            role="radio"
            aria-checked={l === choice}
            data-testid={`language-${l ?? 'auto'}`}
            onClick={() => void choose(l)}
          >
            <Text className="set-up__title" {...(l ? { lang: l } : {})}>
              {l ? LANGUAGE_NAMES[l] : w('setup.languageAuto')}
            </Text>
            {l === choice && <Text className="set-up__check">{w('setup.current')}</Text>}
          </View>
        ))}
      </View>

      {envSwitchAllowed && (
        <View className="set-up__group" role="radiogroup" aria-label={w('setup.env')}>
          <View className="set-up__caption">{w('setup.envCaption')}</View>
          {ENVS.map((e) => (
            <View
              key={e}
              className="set-up__row"
              role="radio"
              aria-checked={e === env}
              onClick={() => void switchEnv(e)}
            >
              <Text className="set-up__title">{ENV_LABELS[e]}</Text>
              {e === env && <Text className="set-up__check">{w('setup.current')}</Text>}
            </View>
          ))}
        </View>
      )}

      {loggedIn && (
        <View className="set-up__logout" role="button" onClick={() => void onLogout()}>
          {w('setup.logout')}
        </View>
      )}
    </View>
  )
}
