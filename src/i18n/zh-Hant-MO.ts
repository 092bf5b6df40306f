/**
 * The app's words in Traditional Chinese as written in Macau (docs/copy.md): the default catalogue. These are the
 * words every screen may need (tab bar, states, dialogs, times), in the main bundle; the pages' own words are in
 * zh-Hant-MO.pages.ts, which each converted page imports (so they stay out of h5's first load). en.ts and pt.ts are
 * typed over both (a missing key does not compile) and loaded only when chosen. `{name}` marks a value put in by t().
 */
import type { zhPages } from './zh-Hant-MO.pages'

export const zh = {
  'tab.home': '首頁',
  'tab.grade': '神會員',
  'tab.order': '訂單',
  'tab.mine': '我的',
  'common.confirm': '確定',
  'common.cancel': '取消',
  'common.retry': '重試',
  'common.loading': '載入中',
  'common.empty': '暫無內容',
  'common.loadFailed': '載入失敗',
  'common.requestFailed': '請求失敗',
  'common.back': '返回',
  'common.backHome': '回到首頁',
  'dialog.camera': '拍照',
  'dialog.album': '從相簿選擇',
  'time.justNow': '剛剛',
  'time.minutesAgo': '{n}分鐘前',
  'time.hoursAgo': '{n}小時前',
  'time.daysAgo': '{n}天前',
  // loading texts of the services in the first load (the rest: src/services/words.ts)
  'loading.submit': '提交中',
  'loading.save': '保存中',
  'loading.send': '發送中',
  'loading.bind': '綁定中',
  'loading.login': '登入中',
  'loading.delete': '刪除中',
  // location, dates ({wd} a weekday in a dayjs pattern), page loading
  'loc.here': '當前位置',
  'loc.locating': '定位中…',
  'loc.denied': '請打開定位服務以提升體驗',
  'loc.settings': '請打開定位服務以獲取商家資料',
  // the default city's name (code MO), at the top of home and the city pages
  'loc.city.MO': '澳門',
  'date.wd': '星期日,星期一,星期二,星期三,星期四,星期五,星期六',
  'date.near': '今天,明天,後天',
  'date.day': 'M月D日 {wd}',
  'date.dayNear': '{day} {date}',
  'page.loading': '頁面載入中…',
  'page.timeout': '頁面載入時間過長，請檢查網絡後重試',
  'page.failed': '頁面載入失敗，請檢查網絡後重試',
  // home's first screen and the shared lists (issue 39, mainui): short, they ride in h5's first load
  'home.nearby': '附近商家',
  // each vertical's tile shows one letter of its own (English: Deals and Group order, not two Gs)
  'home.glyph.takeaway': '外',
  'home.glyph.supermarket': '超',
  'home.glyph.group': '團',
  'home.glyph.spell': '拼',
  'home.glyph.general': '百',
  'home.none': '附近暫無商家',
  'home.failed': '商家載入失敗',
  'home.more': '載入中…',
  'home.moreErr': '載入失敗，點擊重試',
  'home.end': '沒有更多了',
  'home.pull': '上拉載入更多',
  'home.closed': '休息中',
  'home.sold': '月售{n}',
  'home.min': '{n}分鐘',
  'home.avg': '人均 {price}',
  'home.start': '起送 {price}',
  'home.free': '免配送費',
  'home.fee': '配送費 {fee}',
  'home.hint': '搜尋商家或商品',
  'home.addr': '選擇收貨地址',
  'home.city': '選擇城市',
  'home.search': '搜尋',
  'home.locOff': '定位未開啟，手動選擇地址',
  'home.locOn': '開啟定位',
  'home.choose': '去選擇',
  'home.locErr': '暫時無法獲取定位，已按城市中心顯示',
  'home.pick': '手動選擇',
  'home.open': '打開 {name}',
  'home.close': '關閉',
  'home.notOpen': '此頁面暫未在本版本開放'
} as const

/** formatDate's Chinese dayjs patterns (English and Portuguese write the day first: utils/time.ts). */
export const zhDatePatterns = { ymd: 'YYYY年MM月DD日', md: 'MM月DD日' } as const

export type MessageKey = keyof typeof zh | keyof typeof zhPages
/** A whole catalogue (another language's): every key, no other. */
export type Catalogue = Readonly<Record<MessageKey, string>>
