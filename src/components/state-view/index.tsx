import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Skeleton } from '@/components/nut/skeleton'
import './index.scss'

export type LoadState = 'loading' | 'ready' | 'empty' | 'error'

export interface StateViewProps {
  state: LoadState
  children?: ReactNode
  /** skeleton rows while loading */
  rows?: number
  emptyText?: string
  errorText?: string
  onRetry?: () => void
}

/** Skeleton while loading, an empty state, or an error state with retry (spec: every list has all three). */
export function StateView({
  state,
  children,
  rows = 4,
  emptyText = '暫無內容',
  errorText = '加載失敗',
  onRetry
}: StateViewProps) {
  if (state === 'loading') {
    return (
      <View className="state-view state-view--loading" aria-busy="true">
        {Array.from({ length: rows }, (_, i) => (
          <View key={i} className="state-view__skeleton">
            <Skeleton rows={1} width="56px" height="56px" animated />
            <View className="state-view__lines">
              <Skeleton rows={3} animated />
            </View>
          </View>
        ))}
      </View>
    )
  }
  if (state === 'empty') {
    return (
      <View className="state-view state-view--empty">
        <View className="state-view__icon" />
        <Text className="state-view__text">{emptyText}</Text>
      </View>
    )
  }
  if (state === 'error') {
    return (
      <View className="state-view state-view--error">
        <View className="state-view__icon state-view__icon--error" />
        <Text className="state-view__text">{errorText}</Text>
        {onRetry && (
          <View className="state-view__retry" onClick={onRetry}>
            重試
          </View>
        )}
      </View>
    )
  }
  return <>{children}</>
}
