import { withQuery } from '@/services/nav'
import { ROUTES } from '@/services/routes'

export { h5Origin } from './h5-origin'

/** This package's page paths (Taro paths): its part of the one table, src/services/routes.ts. */
export const SP = ROUTES.spell

/** The public h5 path of spell mch-info (config/custom-routes.ts: /<root>/<name>/<name>). */
export const MCH_INFO_PUBLIC = '/spell/mch-info/mch-info'

export const spellPage = (page: keyof typeof SP, query: Record<string, string | number | undefined> = {}) =>
  withQuery(SP[page], query)

/** The link friends open to join (h5); the share card on weapp uses the Taro path instead. */
export const shareLink = (origin: string, shareCode: string): string =>
  `${origin}${MCH_INFO_PUBLIC}?code=${encodeURIComponent(shareCode)}`
