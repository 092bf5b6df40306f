/**
 * Paths of the account centre's pages (issue 12), shared by mine (main package) and pagesUser / pagesA
 * (Taro paths; h5 shows the public aliases of config/custom-routes.ts).
 */
import { PAGES } from './nav'
import { ROUTES } from './routes'
import type { MessageKey } from '@/i18n'

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

/** The account centre's entries on mine, in order, each named by its catalogue key (src/i18n). */
export const ACCOUNT_LINKS: ReadonlyArray<{ label: MessageKey; path: string; needsLogin: boolean }> = [
  { label: 'account.news', path: ACCOUNT_PAGES.news, needsLogin: true },
  { label: 'account.jam', path: ACCOUNT_PAGES.jam, needsLogin: true },
  // where the honey is spent (issue 9); browsing it needs no login
  { label: 'account.pointsMall', path: PAGES.pointsMall, needsLogin: false },
  { label: 'account.signIn', path: ACCOUNT_PAGES.signIn, needsLogin: true },
  { label: 'account.memberCode', path: ACCOUNT_PAGES.myQrcode, needsLogin: true },
  { label: 'account.safety', path: ACCOUNT_PAGES.safety, needsLogin: true },
  { label: 'account.identity', path: ACCOUNT_PAGES.authentication, needsLogin: true },
  // feedback, orders, merchant application, promotion code (acct2)
  { label: 'account.allOrders', path: ACCOUNT_PAGES.allOrder, needsLogin: true },
  { label: 'account.feedback', path: ACCOUNT_PAGES.feedback, needsLogin: true },
  { label: 'account.business', path: ACCOUNT_PAGES.business, needsLogin: true },
  { label: 'account.promoQr', path: ACCOUNT_PAGES.advertisingQrcode, needsLogin: true },
  { label: 'account.poster', path: ACCOUNT_PAGES.share, needsLogin: true }
]
