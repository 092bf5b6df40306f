import { withQuery } from '@/services/nav'
import { ROUTES } from '@/services/routes'

/** This package's page paths (Taro paths): its part of the one table, src/services/routes.ts. */
export const GP = ROUTES.group

export const groupPage = (page: keyof typeof GP, query: Record<string, string | number | undefined> = {}) =>
  withQuery(GP[page], query)
