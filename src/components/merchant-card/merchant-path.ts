import type { Merchant } from '@/services/types'
import { appendQuery } from '@/utils/ad-link'

/** A vertical's merchant page: the supermarket's is its store front (shop), the others' mch-info. */
const pageOf = (vertical: string) => (vertical === 'supermarket' ? 'shop' : 'mch-info')

/** Each vertical has its own merchant page; flowPos tells it where the visit came from. */
export const merchantPath = (m: Pick<Merchant, 'id' | 'vertical'>, flowPos: string): string =>
  appendQuery(`/packages/${m.vertical}/pages/${pageOf(m.vertical)}/index`, { id: String(m.id), flowPos })
