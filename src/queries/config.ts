import { getCities } from '@/services/home'
import { useQuery } from './cache'

/** Device-wide reads: the same for every user, so long staleness is safe. */
export const configKeys = { cities: ['cities'] as const }

const CITIES_STALE_MS = 10 * 60_000

export const useCities = () => useQuery(configKeys.cities, getCities, { staleTime: CITIES_STALE_MS })
