import { withQuery } from '@/services/nav'
import { ROUTES } from '@/services/routes'

/** This package's page paths (Taro paths): its part of the one table, src/services/routes.ts. */
export const SM = ROUTES.supermarket

export const smPage = (page: keyof typeof SM, q: Record<string, string | number> = {}) =>
  withQuery(SM[page], q)
