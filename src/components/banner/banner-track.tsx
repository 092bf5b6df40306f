import { View } from '@tarojs/components'
import { type ReactNode, useEffect, useRef, useState } from 'react'

interface TrackProps {
  count: number
  interval: number
  children: ReactNode
}

/**
 * h5 carousel: native CSS scroll-snap plus a timer. Taro's Swiper on h5 bundles the swiper
 * library (~40 KB gzip on the first load); the browser already does swiping well.
 */
export function BannerTrack({ count, interval, children }: TrackProps) {
  const ref = useRef<HTMLElement | null>(null)
  const [index, setIndex] = useState(0)
  const touching = useRef(false)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const onScroll = () => {
      const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth))
      setIndex(Math.min(count - 1, Math.max(0, i)))
    }
    const down = () => (touching.current = true)
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
        {children}
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
