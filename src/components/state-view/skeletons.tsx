import { View } from '@tarojs/components'
import { Skeleton } from '@/components/nut/skeleton'

/**
 * Loading shapes that take the place and size of what each kind of page draws (issue 8 §11): the content
 * replaces them where they stood, so nothing jumps when it arrives (no layout shift).
 * - list: rows of a picture and three lines (lists of merchants, goods, orders)
 * - merchant: a merchant page (header card, tabs, categories beside the goods)
 * - detail: a goods page (the 300 px picture, name, price, description)
 * - order: an order or cashier page (a status card over two cards of rows)
 */
export type SkeletonShape = 'list' | 'merchant' | 'detail' | 'order'

const Block = ({ className }: { className: string }) => <View className={`sk-block ${className}`} />

export function SkeletonView({ shape, rows }: { shape: SkeletonShape; rows: number }) {
  if (shape === 'merchant') {
    return (
      <View className="sk sk--merchant" data-shape="merchant">
        <View className="sk-merchant__head">
          <Block className="sk-merchant__logo" />
          <View className="sk-merchant__lines">
            <Block className="sk-line sk-line--title" />
            <Block className="sk-line" />
            <Block className="sk-line sk-line--short" />
          </View>
        </View>
        <View className="sk-merchant__tabs">
          <Block className="sk-merchant__tab" />
          <Block className="sk-merchant__tab" />
          <Block className="sk-merchant__tab" />
        </View>
        <View className="sk-merchant__menu">
          <View className="sk-merchant__side">
            {Array.from({ length: 6 }, (_, i) => (
              <Block key={i} className="sk-merchant__cat" />
            ))}
          </View>
          <View className="sk-merchant__goods">
            {Array.from({ length: Math.max(rows, 4) }, (_, i) => (
              <View key={i} className="sk-merchant__item">
                <Block className="sk-merchant__thumb" />
                <View className="sk-merchant__lines">
                  <Block className="sk-line" />
                  <Block className="sk-line sk-line--short" />
                </View>
              </View>
            ))}
          </View>
        </View>
      </View>
    )
  }
  if (shape === 'detail') {
    return (
      <View className="sk sk--detail" data-shape="detail">
        <Block className="sk-detail__picture" />
        <View className="sk-detail__body">
          <Block className="sk-line sk-line--title" />
          <Block className="sk-line sk-line--price" />
          {Array.from({ length: Math.max(rows, 3) }, (_, i) => (
            <Block key={i} className="sk-line" />
          ))}
        </View>
      </View>
    )
  }
  if (shape === 'order') {
    return (
      <View className="sk sk--order" data-shape="order">
        <View className="sk-order__status">
          <Block className="sk-line sk-line--title sk-line--centre" />
          <Block className="sk-line sk-line--amount sk-line--centre" />
          <Block className="sk-line sk-line--short sk-line--centre" />
        </View>
        {[0, 1].map((card) => (
          <View key={card} className="sk-order__card">
            {Array.from({ length: Math.max(rows, 2) }, (_, i) => (
              <Block key={i} className="sk-line" />
            ))}
          </View>
        ))}
      </View>
    )
  }
  return (
    <View className="sk sk--list" data-shape="list">
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
