import { DEFAULT_MAP_POINT } from './geo'
import { MEMBER_BENEFITS } from './member'

/**
 * The remote config groups the app reads at launch (`/v1/commons/config`): seeded once by the server,
 * then owned by the database; the app's tests render the same seed.
 */
export const CONFIG_KEYS = [
  'GLOBAL_CFG',
  'STORE_TIME_LIMITED',
  'STORE_TOP_CFG',
  'RECEIVE_COUPON',
  'MEMBER_CFG',
  'STORE_CART_CFG',
  'USER_CENTER_CFG'
] as const
export type ConfigKey = (typeof CONFIG_KEYS)[number]

export const defaultConfig: Record<ConfigKey, unknown> = {
  GLOBAL_CFG: {
    customerServicePhone: '+853 2882 0000',
    customerServiceHours: '09:00-22:00',
    defaultCity: { code: 'MO', name: '澳門' },
    defaultLocation: { ...DEFAULT_MAP_POINT },
    currency: 'MOP',
    hotSearchWords: ['葡撻', '豬扒包', '奶茶', '水蟹粥', '牛雜', '杏仁餅', '火鍋', '壽司', '咖啡', '生果'],
    searchPlaceholder: '搜尋商家或商品',
    shareTitle: 'Lotus 澳門生活：外賣、超市、團購一站搞掂',
    // spec §2: the web-view address the app stores (lotus.webViewHost); set it to the alternate host
    // (TARO_APP_WEB_VIEW_ALT_HOST) and web-view links on the usual host open on the alternate one
    webViewUrl: 'https://h5.lotus.mo'
  },
  STORE_TIME_LIMITED: {
    enabled: true,
    title: '限時搶購',
    sessions: [
      { start: '10:00', end: '12:00', label: '早市' },
      { start: '14:00', end: '16:00', label: '下午茶' },
      { start: '20:00', end: '22:00', label: '夜宵' }
    ],
    maxPerUser: 2
  },
  STORE_TOP_CFG: {
    enabled: true,
    title: '本週熱賣',
    size: 10,
    refreshHours: 24
  },
  RECEIVE_COUPON: {
    enabled: true,
    title: '新人專享券',
    coupons: [
      { name: '新人立減', reduce: 1500, threshold: 5000, validDays: 7 },
      { name: '免配送費券', reduce: 1000, threshold: 0, validDays: 3 }
    ]
  },
  MEMBER_CFG: {
    name: '神會員',
    // no tiers: the server adds the plans at today's prices (server/src/modules/config/config-service.ts)
    // the benefits the server gives (contract/member.ts)
    benefits: MEMBER_BENEFITS.map((b) => ({ ...b })),
    rules:
      '會員自開通日起計，續費自當前會員到期日順延，到期不自動續費。會員券及免配送費券於每月 1 日（澳門時間）及開通時發放，當月有效；訂單取消或退款後退回。'
  },
  STORE_CART_CFG: {
    maxItemsPerLine: 300,
    maxLines: 50,
    cartExpireHours: 72,
    showWarnDelayMs: 200
  },
  USER_CENTER_CFG: {
    menus: [
      { key: 'wallet', title: '錢包', path: '/pagesUser/wallet/wallet' },
      { key: 'coupon', title: '紅包卡券', path: '/pagesUser/red-envelope/index' },
      { key: 'honey', title: '蜂蜜', path: '/pagesUser/jam/jam' },
      { key: 'signIn', title: '簽到', path: '/pagesUser/sign-in/index' },
      { key: 'favorites', title: '收藏', path: '/pagesUser/goods-favorites/index' },
      { key: 'address', title: '收貨地址', path: '/pagesUser/shipping-address/index' },
      { key: 'qrcode', title: '會員碼', path: '/pagesUser/my-qrcode/index' },
      { key: 'feedback', title: '意見反饋', path: '/pagesUser/feedback/feedback' },
      { key: 'privacy', title: '隱私管理', path: '/pagesUser/privacy/index' },
      { key: 'setUp', title: '設定', path: '/pagesUser/set-up/index' }
    ]
  }
}
