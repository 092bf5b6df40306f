import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import './sheet.scss'

/** A bottom sheet with a title and a close button; tapping the dim area closes it. */
export function Sheet({
  open,
  title,
  onClose,
  children,
  footer
}: {
  open: boolean
  title: string
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
}) {
  if (!open) return null
  return (
    <View className="lotus-sheet" role="dialog" aria-label={title}>
      <View className="lotus-sheet__mask" onClick={onClose} />
      <View className="lotus-sheet__panel">
        <View className="lotus-sheet__head">
          <Text className="lotus-sheet__title">{title}</Text>
          <Text className="lotus-sheet__close" aria-label="關閉" onClick={onClose}>
            ×
          </Text>
        </View>
        <View className="lotus-sheet__body">{children}</View>
        {footer}
      </View>
    </View>
  )
}
