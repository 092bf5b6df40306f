import { Text, View } from '@tarojs/components'
import { type ReactNode, useId } from 'react'
import { useSheetKeys } from './sheet-keys'
import './index.scss'
import { Icon } from '@/components/icon'
import { close as iconClose } from '@/components/icon/paths/close'
import { useT } from '@/i18n'

export interface BottomSheetProps {
  open: boolean
  onClose: () => void
  children: ReactNode
  /** a head with this title and a close button; the sheet is then a dialog named by it */
  title?: string
  /** the dialog's name when it has no title (a content that names itself, e.g. the cart list) */
  label?: string
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
  label,
  footer,
  bottomOffset = 0,
  className = ''
}: BottomSheetProps) {
  const t = useT()
  const panelId = `lotus-sheet-${useId().replace(/:/g, '')}`
  useSheetKeys(open, panelId, onClose)
  if (!open) return null
  const offset = { bottom: `${bottomOffset}px` }
  return (
    <View className={`lotus-sheet ${className}`}>
      <View className="lotus-sheet__mask" style={offset} onClick={onClose} />
      <View
        id={panelId}
        className="lotus-sheet__panel"
        style={offset}
        catchMove
        {...{ tabIndex: -1 }}
        {...(title || label ? { role: 'dialog', 'aria-modal': 'true', 'aria-label': title ?? label } : {})}
      >
        {title ? (
          <>
            <View className="lotus-sheet__head">
              <Text className="lotus-sheet__title">{title}</Text>
              <View
                className="lotus-sheet__close"
                role="button"
                aria-label={t('home.close')}
                onClick={onClose}
                {...{ tabIndex: 0 }}
              >
                <Icon d={iconClose} />
              </View>
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
