import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { formatMop } from '@lotus/contract/money'
import './points.scss'

/** "300 蜂蜜" or "300 蜂蜜 + MOP 68" (the cash part of a points-plus-cash gift). */
export function pointsPrice(points: number, cash: number): string {
  return cash > 0 ? `${points} 蜂蜜 + ${formatMop(cash, { trimZeros: true })}` : `${points} 蜂蜜`
}

export function PointsPrice({ points, cash }: { points: number; cash: number }) {
  return <Text className="pm__price">{pointsPrice(points, cash)}</Text>
}

/** A label and a value on one row of a section. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className="pm__row">
      <Text className="pm__muted">{label}</Text>
      <View>{children}</View>
    </View>
  )
}

/** The "more" footer of a paged list: loads the next page on tap (reach-bottom does it too). */
export function MoreFooter(p: {
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
  onMore: () => void
}) {
  if (!p.hasMore) return null
  return (
    <View className="pm__more" role="button" onClick={p.onMore}>
      {p.loadingMore ? '載入中…' : p.moreFailed ? '載入失敗，點擊重試' : '載入更多'}
    </View>
  )
}
