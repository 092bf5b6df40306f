import { View } from '@tarojs/components'
import type { GroupCartStatus } from '@/stores/group-cart-reducer'
import { connectionBanner } from '../../hooks/spell-view'
import './index.scss'

/** Connecting / reconnecting / offline (tap to retry): the live cart may be out of date while this shows. */
export function ConnBanner({ status, onRetry }: { status: GroupCartStatus; onRetry: () => void }) {
  const b = connectionBanner(status)
  if (!b) return null
  return (
    <View
      className={`conn-banner conn-banner--${status}`}
      role="status"
      onClick={b.retry ? onRetry : undefined}
    >
      {b.text}
    </View>
  )
}
