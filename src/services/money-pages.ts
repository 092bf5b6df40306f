/**
 * Paths of the money side of the account centre (issue 12), shared by mine (main package), pagesUser and pagesA
 * (Taro paths; h5 shows the public aliases of config/custom-routes.ts).
 */
import { ROUTES } from './routes'

export const MONEY_PAGES = {
  honeyExchange: ROUTES.pagesUser.honeyExchange,
  exchangeRecord: ROUTES.pagesUser.exchangeRecord,
  redEnvelope: ROUTES.pagesUser.redEnvelope,
  redEnvelopeInvalid: ROUTES.pagesUser.redEnvelopeInvali,
  tiedCard: ROUTES.pagesUser.tiedCard,
  shopCardRecharge: ROUTES.pagesUser.shopCardRecharge,
  helpCoupon: ROUTES.pagesA.helpCoupon,
  riderReward: ROUTES.pagesA.riderReward
} as const

/** The money entries on mine, in order (all need a login). */
export const MONEY_LINKS: ReadonlyArray<{ title: string; path: string }> = [
  { title: '紅包卡券', path: MONEY_PAGES.redEnvelope },
  { title: '蜂蜜兌換', path: MONEY_PAGES.honeyExchange },
  { title: '商家儲值卡', path: MONEY_PAGES.shopCardRecharge },
  { title: '銀行卡', path: MONEY_PAGES.tiedCard },
  { title: '好友助力領券', path: MONEY_PAGES.helpCoupon }
]
