import { View } from '@tarojs/components'
import type { CSSProperties } from 'react'
import './index.scss'

// Each page imports the paths it draws one file at a time (icon/paths/<name>): a barrel put every icon in each chunk.

export interface IconProps {
  /** one path of `./paths` (NutUI's set, 1024×1024) */
  d: string
  /** px; by default 1em, so an icon replaces a glyph of the surrounding text at its size */
  size?: number
  className?: string
}

/**
 * A UI icon of the one set: the path as an SVG data URI used as a CSS mask over `currentColor`, so it takes the
 * text colour and works on h5 and weapp alike (no <svg> element, no icon font). Always decorative: the
 * control around it carries the name (aria-label or its text).
 */
export function Icon({ d, size, className = '' }: IconProps) {
  const mask = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1024 1024'%3E%3Cpath d='${d}'/%3E%3C/svg%3E")`
  const style: CSSProperties = { WebkitMaskImage: mask, maskImage: mask }
  if (size) {
    style.width = `${size}px`
    style.height = `${size}px`
  }
  return <View className={`lotus-icon ${className}`} aria-hidden="true" style={style} />
}
