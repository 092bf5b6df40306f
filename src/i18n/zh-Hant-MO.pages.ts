import { addDefaults } from './index'

/**
 * The Chinese words of the pages not yet given a words.ts of their own (設定, mine's account and money rows).
 * Their English and Portuguese ride in en.ts / pt.ts, fetched at launch by a reader who chose them: so new words go
 * in a words.ts (src/pages/user/words.ts, src/components/<x>/words.ts), not here. Imported by each of those pages, not by the app: h5's first load carries only
 * zh-Hant-MO.ts (src/i18n/catalogues.test.ts checks that every file using one of these keys imports this). A
 * subpackage's words go in src/packages/<root>/words.ts (./define-words.ts), not here.
 */
export const zhPages = {
  'settings.title': '設定',
  'account.news': '消息中心',
  'account.jam': '我的蜂蜜',
  'account.pointsMall': '積分商城',
  'account.signIn': '每日簽到',
  'account.memberCode': '會員碼',
  'account.safety': '安全中心',
  'account.identity': '實名認證',
  'account.allOrders': '全部訂單',
  'account.feedback': '意見反饋',
  'account.business': '商家入駐',
  'account.promoQr': '我的推廣二維碼',
  'account.poster': '分享海報',
  'money.redEnvelope': '紅包卡券',
  'money.honeyExchange': '蜂蜜兌換',
  'money.shopCards': '商家儲值卡',
  'money.bankCards': '銀行卡',
  'money.helpCoupon': '好友助力領券'
} as const

addDefaults(zhPages)
