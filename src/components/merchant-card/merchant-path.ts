import type { Merchant } from '@/services/types'
import { appendQuery } from '@/utils/ad-link'

/** Each vertical has its own merchant page; flowPos tells it where the visit came from. */
export const merchantPath = (m: Pick<Merchant, 'id' | 'vertical'>, flowPos: string): string =>
  appendQuery(`/packages/${m.vertical}/pages/mch-info/index`, { id: String(m.id), flowPos })
