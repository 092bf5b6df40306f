import { withQuery } from '@/services/nav'
import { ROUTES } from '@/services/routes'

/** This package's page paths (Taro paths): its part of the one table, src/services/routes.ts. */
export const TA = ROUTES.takeaway

export const mchPage = (page: keyof typeof TA, id: number, extra: Record<string, string | number> = {}) =>
  withQuery(TA[page], { id, ...extra })
