import { View } from '@tarojs/components'
import type { ReactElement } from 'react'
import { BannerTrack } from './banner-track'

/** h5: a scroll-snap track (keeps the swiper library out of the first load). */
export function BannerCarousel({ slides }: { slides: ReactElement[] }) {
  return (
    <View className="banner">
      <BannerTrack count={slides.length} interval={4000}>
        {slides}
      </BannerTrack>
    </View>
  )
}
