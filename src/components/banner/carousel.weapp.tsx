import { Swiper, SwiperItem, View } from '@tarojs/components'
import type { CarouselProps } from './carousel-props'

/** weapp: the native swiper. */
export function BannerCarousel({ count, slide }: CarouselProps) {
  const many = count > 1
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
        {Array.from({ length: count }, (_, i) => {
          const el = slide(i, true)
          return <SwiperItem key={el.key ?? i}>{el}</SwiperItem>
        })}
      </Swiper>
    </View>
  )
}
