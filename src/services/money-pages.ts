/**
 * Paths of the money side of the account centre (issue 12), shared by mine (main package), pagesUser and pagesA
 * (Taro paths; h5 shows the public aliases of config/custom-routes.ts).
 */
import type { MessageKey } from '@/i18n'
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
export const MONEY_LINKS: ReadonlyArray<{ label: MessageKey; path: string }> = [
  { label: 'money.redEnvelope', path: MONEY_PAGES.redEnvelope },
  { label: 'money.honeyExchange', path: MONEY_PAGES.honeyExchange },
  { label: 'money.shopCards', path: MONEY_PAGES.shopCardRecharge },
  { label: 'money.bankCards', path: MONEY_PAGES.tiedCard },
  { label: 'money.helpCoupon', path: MONEY_PAGES.helpCoupon }
]
