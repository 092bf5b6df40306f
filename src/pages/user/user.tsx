import Taro, { useDidShow } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { NavBar } from '@/components/nav-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { go, PAGES } from '@/services/nav'
import { ACCOUNT_LINKS, ACCOUNT_PAGES } from '@/services/account-pages'
import { MONEY_LINKS } from '@/services/money-pages'
import { useUnread } from '@/queries/account'
import { useMyShopCards } from '@/queries/account-money'
import { useCoupons } from '@/queries/coupons'
import { useWalletInfo } from '@/queries/wallet'
import { MONEY_PAGES } from '@/services/money-pages'
import { formatMop } from '@lotus/contract/money'
import { useConfig } from '@/stores/config'
import { useSession } from '@/stores/session'
import { useT } from '@/i18n'
import '@/i18n/zh-Hant-MO.pages'
import { mineWords } from './words'
import { imageUrl } from '@lotus/contract/image-url'
import { maskPhone } from '@lotus/contract/phone'
import './user.scss'
import { useTabBarWords } from '@/hooks/use-tab-bar-words'

interface Entry {
  key: string
  title: string
  /** shown on the right of the row */
  extra?: string
  onClick: () => void
}

/** Tab 3 (mine): who is logged in, and entries to the features that exist. */
export default function UserPage() {
  useTabBarWords()
  const t = useT()
  const w = mineWords.useWords()
  const token = useSession((s) => s.token)
  const user = useSession((s) => s.user)
  const reloadUser = useSession((s) => s.reloadUser)
  const global = useConfig((s) => s.config.GLOBAL_CFG)
  const loggedIn = token !== '' && user !== null
  const unread = useUnread({ enabled: loggedIn })
  // what the customer holds, at the top as Meituan and Ele.me show it (issue 35 §15)
  const wallet = useWalletInfo({ enabled: loggedIn })
  const coupons = useCoupons({ type: 'coupon', status: 'usable' }, { enabled: loggedIn })
  const shopCards = useMyShopCards({ enabled: loggedIn })

  useEffect(() => {
    void useConfig.getState().load()
  }, [])
  // another page may have changed the profile (edit-user, promotion code): show the server's copy
  useDidShow(() => {
    if (useSession.getState().token) {
      void reloadUser()
      void unread.refetch()
      void wallet.refetch()
      void coupons.refetch()
      void shopCards.refetch()
    }
  })

  const needLogin = (fn: () => void) => () => (loggedIn ? fn() : openLoginFrom(PAGES.user))
  const servicePhone = typeof global?.customerServicePhone === 'string' ? global.customerServicePhone : ''
  const serviceHours = typeof global?.customerServiceHours === 'string' ? global.customerServiceHours : ''

  // Issue 8 §3: what the user owns, one tap from mine (each page asks for a login itself if needed).
  const assets: Array<{ key: string; title: string; url: string; picture: string }> = [
    { key: 'wallet', title: w('wallet'), url: ORDER_PAGES.wallet, picture: 'wallet' },
    { key: 'address', title: w('address'), url: ORDER_PAGES.shippingAddress, picture: 'address' },
    { key: 'favourites', title: w('favourites'), url: ORDER_PAGES.goodsFavorites, picture: 'favourite' }
  ]

  const entries: Entry[] = [
    { key: 'profile', title: w('profile'), onClick: needLogin(() => go(PAGES.editUser)) },
    {
      key: 'promo',
      title: w('promo'),
      extra: user?.promotionCode ? w('myPromo', { code: user.promotionCode }) : undefined,
      onClick: needLogin(() => go(PAGES.bindPromotionCode))
    },
    { key: 'privacy', title: w('privacy'), onClick: () => go(PAGES.privacy) },
    { key: 'setup', title: t('settings.title'), onClick: () => go(PAGES.setUp) }
  ]
  if (servicePhone) {
    entries.push({
      key: 'service',
      title: w('service'),
      extra: serviceHours ? `${servicePhone}（${serviceHours}）` : servicePhone,
      onClick: () => void Taro.makePhoneCall({ phoneNumber: servicePhone.replace(/[^\d+]/g, '') })
    })
  }

  return (
    <View className="mine">
      <NavBar title={w('title')} showBack={false} transparent />
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
                <Text className="mine__name">{user.nickname || w('noNickname')}</Text>
                <Text className={`mine__badge ${user.mtype === 1 ? 'mine__badge--god' : ''}`}>
                  {user.mtype === 1 ? w('god') : `Lv.${user.level}`}
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
              <Text className="mine__name">{w('login')}</Text>
              <Text className="mine__phone">{w('loginPerk')}</Text>
            </View>
          </View>
        )}
      </View>

      {loggedIn && (
        <View className="mine__assets" role="group" aria-label={w('assets')}>
          <View className="mine__asset" role="link" onClick={() => go(ORDER_PAGES.wallet)}>
            <Text className="mine__asset-num" data-testid="wallet-balance">
              {wallet.data ? formatMop(wallet.data.balance, { symbol: false }) : '--'}
            </Text>
            <Text className="mine__asset-name">{w('balance')}</Text>
          </View>
          <View className="mine__asset" role="link" onClick={() => go(MONEY_PAGES.honeyExchange)}>
            <Text className="mine__asset-num" data-testid="honey">
              {user.honey}
            </Text>
            <Text className="mine__asset-name">{w('honey')}</Text>
          </View>
          <View className="mine__asset" role="link" onClick={() => go(MONEY_PAGES.redEnvelope)}>
            <Text className="mine__asset-num" data-testid="coupon-count">
              {coupons.data ? coupons.data.length : '--'}
            </Text>
            <Text className="mine__asset-name">{w('coupons')}</Text>
          </View>
          <View className="mine__asset" role="link" onClick={() => go(MONEY_PAGES.shopCardRecharge)}>
            <Text className="mine__asset-num" data-testid="shop-cards">
              {shopCards.data
                ? formatMop(
                    shopCards.data.reduce((sum, c) => sum + c.balance, 0),
                    { symbol: false }
                  )
                : '--'}
            </Text>
            <Text className="mine__asset-name">{w('shopCards')}</Text>
          </View>
        </View>
      )}

      <View className="mine__quick">
        <View className="mine__quick-item" role="button" onClick={() => go(PAGES.order)}>
          <Image className="mine__quick-icon" src={assetUrl('/api/img/state/order.svg')} aria-hidden />
          <Text>{w('orders')}</Text>
        </View>
        <View className="mine__quick-item" role="button" onClick={() => go(PAGES.grade)}>
          <Image className="mine__quick-icon" src={assetUrl('/api/img/state/god.svg')} aria-hidden />
          <Text>{w('god')}</Text>
        </View>
        {assets.map((a) => (
          <View key={a.key} className="mine__quick-item" role="button" onClick={needLogin(() => go(a.url))}>
            <Image
              className="mine__quick-icon"
              src={assetUrl(`/api/img/state/${a.picture}.svg`)}
              aria-hidden
            />
            <Text>{a.title}</Text>
          </View>
        ))}
      </View>

      {/* account centre (issue 12): every page of it a user should find here */}
      <Text className="mine__group-title">{w('accountCentre')}</Text>
      <View className="mine__list mine__account" role="group" aria-label={w('accountCentre')}>
        {ACCOUNT_LINKS.map((l) => (
          <View
            key={l.path}
            className="mine__row"
            role="link"
            onClick={l.needsLogin ? needLogin(() => go(l.path)) : () => go(l.path)}
          >
            <Text className="mine__row-title">{t(l.label)}</Text>
            {l.path === ACCOUNT_PAGES.news && (unread.data?.total ?? 0) > 0 && (
              <Text className="mine__row-extra mine__unread" {...{ role: 'status' }} aria-label={w('unread')}>
                {unread.data?.total}
              </Text>
            )}
            <Text className="mine__arrow" />
          </View>
        ))}
      </View>

      {/* account centre, money side (issue 12): coupons, honey exchange, shop cards, bank cards, help coupon */}
      <Text className="mine__group-title">{w('cardsTitle')}</Text>
      <View className="mine__list mine__money" role="group" aria-label={w('cardsTitle')}>
        {MONEY_LINKS.map((l) => (
          <View key={l.path} className="mine__row" role="link" onClick={needLogin(() => go(l.path))}>
            <Text className="mine__row-title">{t(l.label)}</Text>
            <Text className="mine__arrow" />
          </View>
        ))}
      </View>

      <Text className="mine__group-title">{w('more')}</Text>
      <View className="mine__list" role="group" aria-label={w('more')}>
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
