import type { Ad } from '@/services/types'
import { adTarget } from '@/utils/ad-link'
import { openPath } from './open-path'

/** Open what an ad points at (rules in utils/ad-link.ts); `pos` is its position, e.g. INDEX_BANNER. */
export function openAd(ad: Ad, pos: string): Promise<boolean> {
  const url = adTarget(ad, pos)
  return url ? openPath(url) : Promise.resolve(false)
}
