import type { City } from '@/services/types'

/** Macau (MO) first whatever the server order, then the rest as sent. */
export function sortCities(list: readonly City[]): City[] {
  return [...list.filter((c) => c.code === 'MO'), ...list.filter((c) => c.code !== 'MO')]
}
