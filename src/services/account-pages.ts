/**
 * Paths of the account centre's pages (issue 12), shared by mine (main package) and pagesUser / pagesA
 * (Taro paths; h5 shows the public aliases of config/custom-routes.ts).
 */
import { PAGES } from './nav'
import { ROUTES } from './routes'

export const ACCOUNT_PAGES = {
  signIn: ROUTES.pagesUser.signIn,
  billDetail: ROUTES.pagesUser.billPointDel,
  safety: ROUTES.pagesUser.safety,
  authentication: ROUTES.pagesUser.authentication,
  submitIdInfo: ROUTES.pagesUser.submitIdInfo,
  changePhone: ROUTES.pagesUser.changePhone,
  newChangePhone: ROUTES.pagesUser.newChangePhone,
  userOut: ROUTES.pagesUser.userOut,
  userOutNo: ROUTES.pagesUser.userOutNo,
  appUserOut: ROUTES.pagesUser.appUserOut,
  myQrcode: ROUTES.pagesUser.myQrcode,
  news: ROUTES.pagesUser.news,
  newsList: ROUTES.pagesUser.newsList,
  newsInfo: ROUTES.pagesUser.newsInfo,
  jam: ROUTES.pagesUser.jam,
  jamInvalid: ROUTES.pagesUser.jamInvali,
  // feedback, orders of every vertical, merchant application, promotion code (issue 12, acct2)
  feedback: ROUTES.pagesUser.feedback,
  feedbackInfo: ROUTES.pagesUser.feedbackInfo,
  allOrder: ROUTES.pagesUser.allOrder,
  searchAllOrder: ROUTES.pagesUser.searchAllOrder,
  orderReceipt: ROUTES.pagesUser.orderReceipt,
  business: ROUTES.pagesUser.business,
  uploadedSuccess: ROUTES.pagesA.uploadedSuccess,
  advertisingQrcode: ROUTES.pagesA.advertisingQrcode,
  share: ROUTES.pagesA.share
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
