import { withQuery } from '@/services/nav'
import { ROUTES } from '@/services/routes'

export { h5Origin } from './h5-origin'

/** This package's page paths (Taro paths): its part of the one table, src/services/routes.ts. */
export const GE = ROUTES.general

export const gePage = (page: keyof typeof GE, q: Record<string, string | number> = {}) =>
  withQuery(GE[page], q)

/** The public h5 path of 送酒 (config/custom-routes.ts: /<root>/<name>/<name>). */
export const SENDING_WINE_PUBLIC = '/general/sending-wine/sending-wine'

/** The link a giver shares: the recipient opens it in any browser (the public URL, never the Taro path). */
export const giftLink = (origin: string, orderId: number, token: string): string =>
  withQuery(`${origin}${SENDING_WINE_PUBLIC}`, { gift: orderId, token })
