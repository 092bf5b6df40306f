import type { Vertical } from '@lotus/contract/verticals'
import { useVerticalBanners } from '@/queries/ads'
import { Banner } from './index'

/**
 * A vertical home's banners: the untargeted ones and those aimed at this vertical (issue 38). Nothing while they
 * load or when there are none: a skeleton that then goes would move the page under the finger.
 */
export function VerticalBanner({ vertical }: { vertical: Vertical }) {
  const q = useVerticalBanners(vertical)
  return <Banner ads={q.data ?? []} pos={`${vertical.toUpperCase()}_HOME`} />
}
