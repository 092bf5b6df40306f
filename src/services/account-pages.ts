/**
 * Paths of the account centre's pages (issue 12), shared by mine (main package) and pagesUser / pagesA
 * (Taro paths; h5 shows the public aliases of config/custom-routes.ts).
 */
import { PAGES } from './nav'

const U = '/packages/pagesUser/pages'
const A = '/packages/pagesA/pages'

export const ACCOUNT_PAGES = {
  signIn: `${U}/sign-in/index`,
  billDetail: `${U}/bill-point-del/index`,
  safety: `${U}/safety/index`,
  authentication: `${U}/authentication/index`,
  submitIdInfo: `${U}/submit-id-info/index`,
  changePhone: `${U}/change-phone/index`,
  newChangePhone: `${U}/new-change-phone/index`,
  userOut: `${U}/user-out/index`,
  userOutNo: `${U}/user-out-no/index`,
  appUserOut: `${U}/app-user-out/index`,
  myQrcode: `${U}/my-qrcode/index`,
  news: `${U}/news/index`,
  newsList: `${U}/news-list/index`,
  newsInfo: `${U}/news-info/index`,
  jam: `${U}/jam/index`,
  jamInvalid: `${U}/jam-invali/index`,
  // feedback, orders of every vertical, merchant application, promotion code (issue 12, acct2)
  feedback: `${U}/feedback/index`,
  feedbackInfo: `${U}/feedback-info/index`,
  allOrder: `${U}/all-order/index`,
  searchAllOrder: `${U}/search-all-order/index`,
  orderReceipt: `${U}/order-receipt/index`,
  business: `${U}/business/index`,
  uploadedSuccess: `${A}/uploaded-success/index`,
  advertisingQrcode: `${A}/advertising-qrcode/index`,
  share: `${A}/share/index`
} as const

/** The account centre's entries on mine, in order (all need a login). */
export const ACCOUNT_LINKS: ReadonlyArray<{ title: string; path: string; needsLogin: boolean }> = [
  { title: '消息中心', path: ACCOUNT_PAGES.news, needsLogin: true },
  { title: '我的蜂蜜', path: ACCOUNT_PAGES.jam, needsLogin: true },
  // where the honey is spent (issue 9); browsing it needs no login
  { title: '積分商城', path: PAGES.pointsMall, needsLogin: false },
  { title: '每日簽到', path: ACCOUNT_PAGES.signIn, needsLogin: true },
  { title: '會員碼', path: ACCOUNT_PAGES.myQrcode, needsLogin: true },
  { title: '安全中心', path: ACCOUNT_PAGES.safety, needsLogin: true },
  { title: '實名認證', path: ACCOUNT_PAGES.authentication, needsLogin: true },
  // feedback, orders, merchant application, promotion code (acct2)
  { title: '全部訂單', path: ACCOUNT_PAGES.allOrder, needsLogin: true },
  { title: '意見反饋', path: ACCOUNT_PAGES.feedback, needsLogin: true },
  { title: '商家入駐', path: ACCOUNT_PAGES.business, needsLogin: true },
  { title: '我的推廣二維碼', path: ACCOUNT_PAGES.advertisingQrcode, needsLogin: true },
  { title: '分享海報', path: ACCOUNT_PAGES.share, needsLogin: true }
]
