import { Image, Swiper, SwiperItem, View } from '@tarojs/components'
import type { Ad } from '@/services/types'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { BannerTrack } from './banner-track'
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
  const slides = ads.map((ad) => (
    <View key={ad.id} className="banner__item" aria-label={ad.name} onClick={() => void openAd(ad, pos)}>
      <Image className="banner__img" src={assetUrl(ad.image)} mode="aspectFill" />
    </View>
  ))
  // h5: scroll-snap track (keeps the swiper library out of the first load); weapp: the native swiper.
  // if/else rather than an early return, so webpack drops the unused branch's imports.
  if (process.env.TARO_ENV === 'h5') {
    return (
      <View className="banner">
        <BannerTrack count={ads.length} interval={4000}>
          {slides}
        </BannerTrack>
      </View>
    )
  } else {
    return (
      <View className="banner">
        <Swiper
          className="banner__swiper"
          autoplay={ads.length > 1}
          circular={ads.length > 1}
          interval={4000}
          indicatorDots={ads.length > 1}
          indicatorColor="rgba(255,255,255,0.5)"
          indicatorActiveColor="#ffffff"
        >
          {slides.map((slide) => (
            <SwiperItem key={slide.key ?? undefined}>{slide}</SwiperItem>
          ))}
        </Swiper>
      </View>
    )
  }
}
