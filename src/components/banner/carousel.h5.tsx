import { View } from '@tarojs/components'
import type { CarouselProps } from './carousel-props'
import { BannerTrack } from './banner-track'

/** h5: a scroll-snap track (keeps the swiper library out of the first load). */
export function BannerCarousel({ count, slide }: CarouselProps) {
  return (
    <View className="banner">
      <BannerTrack count={count} interval={4000} slide={slide} />
    </View>
  )
}
