/**
 * Server render (first-screens.tsx): the h5 components as the browser's DOM has them. View and Text are the app's
 * own (components/taro-h5); Image is Taro's React Image's markup; ScrollView its web component's tag, which the
 * page's styles and Taro's base styles lay out. Anything else draws only its children.
 */
import { createElement, type ReactNode } from 'react'
export { Text, View } from '@/components/taro-h5/view'

type Props = Record<string, unknown> & { className?: string; children?: ReactNode }

/** As Taro's: `imgProps` go on the `img`, anything else on its box. */
export function Image({
  className,
  src,
  mode,
  imgProps,
  lazyLoad: _lazy,
  onLoad: _l,
  onError: _e,
  ...rest
}: Props) {
  const fit = String(mode ?? 'scaleToFill').toLowerCase()
  return createElement(
    'div',
    { ...rest, className: `taro-img ${className ?? ''}`.trim() },
    createElement('img', { className: `taro-img__mode-${fit}`, src, ...(imgProps as object | undefined) })
  )
}

export function ScrollView({ className, scrollY, children, ...rest }: Props) {
  const attrs: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(rest)) if (!k.startsWith('on') && typeof v !== 'function') attrs[k] = v
  for (const k of ['scrollIntoView', 'scrollWithAnimation', 'scrollTop', 'scrollX']) delete attrs[k]
  return createElement(
    'taro-scroll-view-core',
    {
      ...attrs,
      class: `${className ?? ''} taro-scroll-view__scroll-y`.trim(),
      'scroll-y': scrollY ? 'true' : undefined
    },
    children
  )
}

const Children = ({ children }: Props) => <>{children}</>
export const Input = Children
export const Textarea = Children
export const Swiper = Children
export const SwiperItem = Children
export const Button = Children
export const Switch = Children
export const WebView = Children
export const RichText = Children
export const Block = Children
