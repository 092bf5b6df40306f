import Taro, { useDidShow } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { go, PAGES } from '@/services/nav'
import { useConfig } from '@/stores/config'
import { useSession } from '@/stores/session'
import { imageUrl } from '@/utils/image-url'
import { maskPhone } from '@lotus/contract/phone'
import './user.scss'

interface Entry {
  key: string
  title: string
  /** shown on the right of the row */
  extra?: string
  onClick: () => void
}

/** Tab 3 (mine): who is logged in, and entries to the features that exist. */
export default function UserPage() {
  const token = useSession((s) => s.token)
  const user = useSession((s) => s.user)
  const reloadUser = useSession((s) => s.reloadUser)
  const global = useConfig((s) => s.config.GLOBAL_CFG)
  const loggedIn = token !== '' && user !== null

  useEffect(() => {
    void useConfig.getState().load()
  }, [])
  // another page may have changed the profile (edit-user, promotion code): show the server's copy
  useDidShow(() => {
    if (useSession.getState().token) void reloadUser()
  })

  const needLogin = (fn: () => void) => () => (loggedIn ? fn() : openLoginFrom(PAGES.user))
  const servicePhone = typeof global?.customerServicePhone === 'string' ? global.customerServicePhone : ''
  const serviceHours = typeof global?.customerServiceHours === 'string' ? global.customerServiceHours : ''

  const entries: Entry[] = [
    { key: 'profile', title: '個人資料', onClick: needLogin(() => go(PAGES.editUser)) },
    {
      key: 'promo',
      title: '推廣碼',
      extra: user?.promotionCode ? `我的推廣碼 ${user.promotionCode}` : undefined,
      onClick: needLogin(() => go(PAGES.bindPromotionCode))
    },
    { key: 'privacy', title: '隱私管理', onClick: () => go(PAGES.privacy) },
    { key: 'setup', title: '設置', onClick: () => go(PAGES.setUp) }
  ]
  if (servicePhone) {
    entries.push({
      key: 'service',
      title: '客服電話',
      extra: serviceHours ? `${servicePhone}（${serviceHours}）` : servicePhone,
      onClick: () => void Taro.makePhoneCall({ phoneNumber: servicePhone.replace(/[^\d+]/g, '') })
    })
  }

  return (
    <View className="mine">
      <NavBar title="我的" showBack={false} transparent />
      <View className="mine__head">
        {loggedIn ? (
          <View className="mine__profile" onClick={() => go(PAGES.editUser)}>
            {user.avatar ? (
              <Image className="mine__avatar" src={imageUrl(user.avatar, 200)} mode="aspectFill" />
            ) : (
              <View className="mine__avatar mine__avatar--empty">{(user.nickname || 'L').slice(0, 1)}</View>
            )}
            <View className="mine__who">
              <View className="mine__name-row">
                <Text className="mine__name">{user.nickname || '未設置暱稱'}</Text>
                <Text className={`mine__badge ${user.mtype === 1 ? 'mine__badge--god' : ''}`}>
                  {user.mtype === 1 ? '神會員' : `Lv.${user.level}`}
                </Text>
              </View>
              <Text className="mine__phone">
                +{user.areaCode} {maskPhone(user.phone)}
              </Text>
            </View>
          </View>
        ) : (
          <View className="mine__profile" onClick={() => openLoginFrom(PAGES.user)}>
            <View className="mine__avatar mine__avatar--empty" />
            <View className="mine__who">
              <Text className="mine__name">登錄/註冊</Text>
              <Text className="mine__phone">登錄後享受更多優惠</Text>
            </View>
          </View>
        )}
      </View>

      <View className="mine__quick">
        <View className="mine__quick-item" onClick={() => go(PAGES.order)}>
          <View className="mine__quick-icon mine__quick-icon--order" />
          <Text>我的訂單</Text>
        </View>
        <View className="mine__quick-item" onClick={() => go(PAGES.grade)}>
          <View className="mine__quick-icon mine__quick-icon--god" />
          <Text>神會員</Text>
        </View>
      </View>

      <View className="mine__list">
        {entries.map((e) => (
          <View key={e.key} className="mine__row" onClick={e.onClick}>
            <Text className="mine__row-title">{e.title}</Text>
            {e.extra && <Text className="mine__row-extra">{e.extra}</Text>}
            <Text className="mine__arrow" />
          </View>
        ))}
      </View>
    </View>
  )
}
