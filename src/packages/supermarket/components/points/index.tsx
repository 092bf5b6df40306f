import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { formatMop } from '@lotus/contract/money'
import { marketWords } from '../../words'
import './points.scss'

/** "300 蜂蜜" or "300 蜂蜜 + MOP 68" (the cash part of a points-plus-cash gift). */
export function pointsPrice(points: number, cash: number): string {
  return cash > 0
    ? marketWords.word('pointsCash', { n: points, cash: formatMop(cash, { trimZeros: true }) })
    : marketWords.word('points', { n: points })
}

export function PointsPrice({ points, cash }: { points: number; cash: number }) {
  marketWords.useWords()
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
  const w = marketWords.useWords()
  if (!p.hasMore) return null
  return (
    <View className="pm__more" role="button" onClick={p.onMore}>
      {p.loadingMore ? w('loading') : p.moreFailed ? w('moreFailed') : w('loadMore')}
    </View>
  )
}
