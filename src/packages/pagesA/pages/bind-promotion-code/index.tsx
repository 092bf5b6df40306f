import Taro, { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import {
  inputValue,
  normalizePromotionCode,
  openLoginFrom,
  validatePromotionCode
} from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { PAGES } from '@/services/nav'
import { bindPromotionCode } from '@/services/user'
import { useSession } from '@/stores/session'
import { useWords } from '../../words'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** My own code to share, and the inviter's code (bound once, then read-only). */
export default function BindPromotionCode() {
  const t = useWords()
  const user = useSession((s) => s.user)
  const dispatch = useSession((s) => s.dispatch)
  const [code, setCode] = useState('')
  const [touched, setTouched] = useState(false)
  const bind = useMutation(bindPromotionCode)
  const busy = bind.busy

  useDidShow(() => {
    if (useSession.getState().token) void useSession.getState().reloadUser()
  })

  if (!user) {
    return (
      <View className="promo">
        <NavBar title={t('promo.title')} />
        <View className="promo__login">
          <Text>{t('promo.loginText')}</Text>
          <View className="promo__btn" onClick={() => openLoginFrom(PAGES.bindPromotionCode)}>
            {t('loginSignUp')}
          </View>
        </View>
      </View>
    )
  }

  const error = validatePromotionCode(code, true)
  const submit = async () => {
    setTouched(true)
    if (error || busy) return
    try {
      const user = await bind.run(normalizePromotionCode(code))
      if (user === SKIPPED) return
      dispatch({ type: 'user', user })
      void Taro.showToast({ title: t('promo.bound'), icon: 'success' })
    } catch {
      // request.ts showed the message (invalid code, already bound, own code)
    }
  }

  return (
    <View className="promo">
      <NavBar title={t('promo.title')} />
      <View className="promo__card promo__card--mine">
        <Text className="promo__label">{t('promo.mine')}</Text>
        <Text className="promo__code">{user.promotionCode}</Text>
        <Text className="promo__hint">{t('promo.mineHint')}</Text>
        <View
          className="promo__copy"
          onClick={() => void Taro.setClipboardData({ data: user.promotionCode })}
        >
          {t('copyPromo')}
        </View>
      </View>

      <View className="promo__card">
        <Text className="promo__label">{t('promo.inviter')}</Text>
        {user.boundPromotionCode ? (
          <View className="promo__bound">
            <Text className="promo__code promo__code--small">{user.boundPromotionCode}</Text>
            <Text className="promo__hint">{t('promo.locked')}</Text>
          </View>
        ) : (
          <View>
            <Input
              className="promo__input"
              aria-label={t('promo.inviter')}
              placeholder={t('promo.hint')}
              maxlength={6}
              value={code}
              onInput={(e) => setCode(inputValue(e))}
              onBlur={() => code !== '' && setTouched(true)}
            />
            <View className="promo__error" role="alert">
              {touched || code.length >= 6 ? (error ?? '') : ''}
            </View>
            <View
              className={`promo__btn ${error || busy ? 'promo__btn--off' : ''}`}
              aria-disabled={Boolean(error) || busy}
              onClick={() => void submit()}
            >
              {t('promo.bind')}
            </View>
            <Text className="promo__hint">{t('promo.once')}</Text>
          </View>
        )}
      </View>
    </View>
  )
}
