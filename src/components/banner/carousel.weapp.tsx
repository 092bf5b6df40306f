import { Swiper, SwiperItem, View } from '@tarojs/components'
import type { ReactElement } from 'react'

/** weapp: the native swiper. */
export function BannerCarousel({ slides }: { slides: ReactElement[] }) {
  const many = slides.length > 1
  return (
    <View className="banner">
      <Swiper
        className="banner__swiper"
        autoplay={many}
        circular={many}
        interval={4000}
        indicatorDots={many}
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
