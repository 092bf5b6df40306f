import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { CarouselProps } from './carousel-props'

interface TrackProps extends CarouselProps {
  interval: number
}

/** how long before the timer shows the next slide its picture is asked for */
export const PICTURE_LEAD_MS = 1500

/**
 * h5 carousel: native CSS scroll-snap plus a timer. Taro's Swiper on h5 bundles the swiper
 * library (~40 KB gzip on the first load); the browser already does swiping well.
 */
export function BannerTrack({ count, interval, slide }: TrackProps) {
  const ref = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState(0)
  // Slides up to this one have their picture. The others are asked for shortly before the timer shows them, or
  // when a finger touches the track: a page's first seconds fetch and draw only the picture on screen (issue 13:
  // each picture is a request and a decode on the phone's main thread while the page is starting).
  const [pictures, setPictures] = useState(0)
  const touching = useRef(false)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onScroll = () => {
      const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth))
      setIndex(Math.min(count - 1, Math.max(0, i)))
    }
    const down = () => {
      touching.current = true
      setPictures(count - 1)
    }
    const up = () => (touching.current = false)
    el.addEventListener('scroll', onScroll, { passive: true })
    el.addEventListener('touchstart', down, { passive: true })
    el.addEventListener('touchend', up, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      el.removeEventListener('touchstart', down)
      el.removeEventListener('touchend', up)
    }
  }, [count])

  useEffect(() => {
    if (count < 2 || pictures > index) return
    const t = setTimeout(
      () => setPictures((p) => Math.max(p, index + 1)),
      Math.max(0, interval - PICTURE_LEAD_MS)
    )
    return () => clearTimeout(t)
  }, [count, interval, index, pictures])

  useEffect(() => {
    if (count < 2) return
    const t = setInterval(() => {
      const el = ref.current
      if (!el || touching.current || typeof el.scrollTo !== 'function') return
      const next = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % count
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' })
    }, interval)
    return () => clearInterval(t)
  }, [count, interval])

  return (
    <View className="banner__track-wrap">
      <View className="banner__track" ref={ref as never}>
        {Array.from({ length: count }, (_, i) => slide(i, i <= Math.max(pictures, index)))}
      </View>
      {count > 1 && (
        <View className="banner__dots">
          {Array.from({ length: count }, (_, i) => (
            <View key={i} className={`banner__dot ${i === index ? 'banner__dot--on' : ''}`} />
          ))}
        </View>
      )}
    </View>
  )
}
