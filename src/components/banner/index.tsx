import { Image, View } from '@tarojs/components'
import type { Ad } from '@/services/types'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { BannerCarousel } from './carousel'
import { openAd } from './open-ad'
import './index.scss'

export interface BannerProps {
  ads: Ad[]
  /** ad position, appended as flowPos to merchant targets */
  pos?: string
  loading?: boolean
}

/** Home banners (INDEX_BANNER): autoplaying carousel; nothing at all when there are no ads. */
export function Banner({ ads, pos = 'INDEX_BANNER', loading }: BannerProps) {
  if (loading) return <View className="banner banner--skeleton" aria-busy="true" />
  if (ads.length === 0) return null
  const slide = (i: number, picture: boolean) => {
    const ad = ads[i] as Ad
    return (
      <View
        key={ad.id}
        className="banner__item"
        role="link"
        aria-label={ad.name}
        onClick={() => void openAd(ad, pos)}
      >
        {picture ? (
          <Image className="banner__img" src={assetUrl(ad.image)} mode="aspectFill" />
        ) : (
          <View className="banner__img" />
        )}
      </View>
    )
  }
  return <BannerCarousel count={ads.length} slide={slide} />
}
