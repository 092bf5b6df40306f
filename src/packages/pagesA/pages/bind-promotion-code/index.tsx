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
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** My own code to share, and the inviter's code (bound once, then read-only). */
export default function BindPromotionCode() {
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
        <NavBar title="推廣碼" />
        <View className="promo__login">
          <Text>登入後可查看和綁定推廣碼</Text>
          <View className="promo__btn" onClick={() => openLoginFrom(PAGES.bindPromotionCode)}>
            登入/註冊
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
      void Taro.showToast({ title: '綁定成功', icon: 'success' })
    } catch {
      // request.ts showed the message (invalid code, already bound, own code)
    }
  }

  return (
    <View className="promo">
      <NavBar title="推廣碼" />
      <View className="promo__card promo__card--mine">
        <Text className="promo__label">我的推廣碼</Text>
        <Text className="promo__code">{user.promotionCode}</Text>
        <Text className="promo__hint">邀請好友註冊時填寫你的推廣碼</Text>
        <View
          className="promo__copy"
          onClick={() => void Taro.setClipboardData({ data: user.promotionCode })}
        >
          複製推廣碼
        </View>
      </View>

      <View className="promo__card">
        <Text className="promo__label">邀請人推廣碼</Text>
        {user.boundPromotionCode ? (
          <View className="promo__bound">
            <Text className="promo__code promo__code--small">{user.boundPromotionCode}</Text>
            <Text className="promo__hint">已綁定，不可修改</Text>
          </View>
        ) : (
          <View>
            <Input
              className="promo__input"
              aria-label="邀請人推廣碼"
              placeholder="請輸入6位推廣碼"
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
              綁定
            </View>
            <Text className="promo__hint">每個帳號只能綁定一次邀請人</Text>
          </View>
        )}
      </View>
    </View>
  )
}
