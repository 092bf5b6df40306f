import { formatMop } from '@lotus/contract/money'

/** 850 m, 1.2 km */
export const formatDistance = (m: number): string => (m < 1000 ? `${m} m` : `${(m / 1000).toFixed(1)} km`)

export const mop = (avos: number): string => formatMop(avos)
