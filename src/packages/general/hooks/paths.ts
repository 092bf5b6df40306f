import { withQuery } from '@/services/nav'
import { ROUTES } from '@/services/routes'

/** This package's page paths (Taro paths): its part of the one table, src/services/routes.ts. */
export const GE = ROUTES.general

export const gePage = (page: keyof typeof GE, q: Record<string, string | number> = {}) =>
  withQuery(GE[page], q)
