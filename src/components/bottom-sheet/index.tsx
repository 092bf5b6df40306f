import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './index.scss'

export interface BottomSheetProps {
  open: boolean
  onClose: () => void
  children: ReactNode
  /** a head with this title and a close button; the sheet is then a dialog named by it */
  title?: string
  /** below the scrolling body (a confirm button) */
  footer?: ReactNode
  /** sits above a bottom bar (the cart bar stays visible under the cart list) */
  bottomOffset?: number
  className?: string
}

/**
 * The one bottom popup: a panel over a dimmed page; tapping the dim closes it. Spec popup, cart list,
 * checkout, pickers and choice lists all use it (rows: `.lotus-option`, button: `.lotus-sheet-btn`).
 */
export function BottomSheet({
  open,
  onClose,
  children,
  title,
  footer,
  bottomOffset = 0,
  className = ''
}: BottomSheetProps) {
  if (!open) return null
  const offset = { bottom: `${bottomOffset}px` }
  return (
    <View className={`lotus-sheet ${className}`}>
      <View className="lotus-sheet__mask" style={offset} onClick={onClose} />
      <View
        className="lotus-sheet__panel"
        style={offset}
        catchMove
        {...(title ? { role: 'dialog', 'aria-label': title } : {})}
      >
        {title ? (
          <>
            <View className="lotus-sheet__head">
              <Text className="lotus-sheet__title">{title}</Text>
              <Text className="lotus-sheet__close" aria-label="關閉" onClick={onClose}>
                ×
              </Text>
            </View>
            <View className="lotus-sheet__body">{children}</View>
          </>
        ) : (
          children
        )}
        {footer}
      </View>
    </View>
  )
}
