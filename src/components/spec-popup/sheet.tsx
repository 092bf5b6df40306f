import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './sheet.scss'

export interface SheetProps {
  open: boolean
  onClose: () => void
  children: ReactNode
  /** sits above a bottom bar (the cart bar stays visible under the cart list) */
  bottomOffset?: number
  className?: string
}

/** A bottom sheet over a dimmed page; tapping the dim closes it. */
export function Sheet({ open, onClose, children, bottomOffset = 0, className = '' }: SheetProps) {
  if (!open) return null
  return (
    <View className={`lotus-sheet ${className}`}>
      <View className="lotus-sheet__mask" style={{ bottom: `${bottomOffset}px` }} onClick={onClose} />
      <View className="lotus-sheet__panel" style={{ bottom: `${bottomOffset}px` }} catchMove>
        {children}
      </View>
    </View>
  )
}
