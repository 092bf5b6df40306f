import { bootKeys } from '@lotus/contract/page-boot'
import { getCities, getConfig } from '@/services/home'
import { ensureQuery, useQuery } from './cache'

/** Device-wide reads: the same for every user, so long staleness is safe. */
export const configKeys = {
  cities: ['cities'] as const,
  /** the remote config; home's HTML brings it under the same key (issue 13) */
  remote: bootKeys.config()
}

const DEVICE_STALE_MS = 10 * 60_000

export const useCities = () => useQuery(configKeys.cities, getCities, { staleTime: DEVICE_STALE_MS })

/** The remote config's JSON string: the answer the page brought while young, else asked for. */
export const fetchRemoteConfig = (): Promise<string> =>
  ensureQuery(configKeys.remote, getConfig, DEVICE_STALE_MS)
