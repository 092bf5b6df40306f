import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { useT } from '@/i18n'
import { type SkeletonShape, SkeletonView } from './skeletons'
import './index.scss'

export type { SkeletonShape }

export type LoadState = 'loading' | 'ready' | 'empty' | 'error'

export interface StateViewProps {
  state: LoadState
  children?: ReactNode
  /** skeleton rows while loading */
  rows?: number
  /** the loading shape of the page's content (default: list rows) */
  skeleton?: SkeletonShape
  emptyText?: string
  errorText?: string
  onRetry?: () => void
  /** an empty-state picture drawn by the server: /api/img/state/<picture>.svg (issue 8 §3) */
  picture?: StatePicture
  /** the empty state's action (issue 8 §3: a picture, a sentence and an action) */
  actionText?: string
  onAction?: () => void
}

/** Empty/error pictures the server composes (server/src/img/emoji.ts STATE_PICTURES). */
export type StatePicture =
  'empty' | 'error' | 'not-found' | 'search' | 'cart' | 'order' | 'address' | 'coupon' | 'favourite'

function Picture({ name }: { name: StatePicture }) {
  return (
    <Image
      className="state-view__picture"
      src={assetUrl(`/api/img/state/${name}.svg`)}
      mode="aspectFit"
      aria-hidden
    />
  )
}

/** Skeleton while loading, an empty state, or an error state with retry (spec: every list has all three). */
export function StateView({
  state,
  children,
  rows = 4,
  skeleton = 'list',
  emptyText,
  errorText,
  onRetry,
  picture,
  actionText,
  onAction
}: StateViewProps) {
  const t = useT()
  if (state === 'loading') {
    return (
      <View
        className="state-view state-view--loading"
        role="status"
        aria-busy="true"
        aria-label={t('common.loading')}
      >
        <SkeletonView shape={skeleton} rows={rows} />
      </View>
    )
  }
  if (state === 'empty') {
    return (
      <View className="state-view state-view--empty" role="status">
        <Picture name={picture ?? 'empty'} />
        <Text className="state-view__text">{emptyText ?? t('common.empty')}</Text>
        {actionText && onAction && (
          <View className="state-view__retry" role="button" onClick={onAction}>
            {actionText}
          </View>
        )}
      </View>
    )
  }
  if (state === 'error') {
    return (
      <View className="state-view state-view--error" role="alert">
        <Picture name={picture ?? 'error'} />
        <Text className="state-view__text">{errorText ?? t('common.loadFailed')}</Text>
        {onRetry && (
          <View className="state-view__retry" role="button" onClick={onRetry}>
            {t('common.retry')}
          </View>
        )}
      </View>
    )
  }
  return <>{children}</>
}
