/**
 * Paths of the money side of the account centre (issue 12), shared by mine (main package), pagesUser and pagesA
 * (Taro paths; h5 shows the public aliases of config/custom-routes.ts).
 */
const U = '/packages/pagesUser/pages'
const A = '/packages/pagesA/pages'

export const MONEY_PAGES = {
  honeyExchange: `${U}/honey-exchange/index`,
  exchangeRecord: `${U}/exchange-record/index`,
  redEnvelope: `${U}/red-envelope/index`,
  redEnvelopeInvalid: `${U}/red-envelope-invali/index`,
  tiedCard: `${U}/tied_card/index`,
  shopCardRecharge: `${U}/shop-card-recharge/index`,
  helpCoupon: `${A}/help-coupon/index`,
  riderReward: `${A}/rider-reward/index`
} as const

/** The money entries on mine, in order (all need a login). */
export const MONEY_LINKS: ReadonlyArray<{ title: string; path: string }> = [
  { title: '紅包卡券', path: MONEY_PAGES.redEnvelope },
  { title: '蜂蜜兌換', path: MONEY_PAGES.honeyExchange },
  { title: '商家儲值卡', path: MONEY_PAGES.shopCardRecharge },
  { title: '銀行卡', path: MONEY_PAGES.tiedCard },
  { title: '好友助力領券', path: MONEY_PAGES.helpCoupon }
]
