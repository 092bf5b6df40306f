import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { StateView } from '@/components/state-view'
import { useComments } from '@/queries/evaluations'
import { formatDate } from '@/utils/time'
import './index.scss'
import { Stars } from '@/components/icon/stars'
import { ShopReply } from '@/components/shop-reply'
import { lazyImage } from '@/utils/lazy-image'

/** 評價: the merchant's rating summary and comments, paged (withImage filter). */
export function Comments({ mchId }: { mchId: number }) {
  const [withImage, setWithImage] = useState(false)
  const list = useComments(mchId, withImage)
  // the summary of whichever filter answered last stays while the other loads
  const [summary, setSummary] = useState(list.first?.summary ?? null)
  if (list.first && list.first.summary !== summary) setSummary(list.first.summary)
  return (
    <View className="ta-comments">
      {summary && (
        <View className="ta-comments__summary">
          <View className="ta-comments__score">
            <Text className="ta-comments__big">{summary.star.toFixed(1)}</Text>
            <Text className="ta-comments__label">商家評分</Text>
          </View>
          <View className="ta-comments__subs">
            <Text>口味 {summary.tasteStar.toFixed(1)}</Text>
            <Text>包裝 {summary.packStar.toFixed(1)}</Text>
            <Text>共{summary.total}條評價</Text>
          </View>
        </View>
      )}
      <View className="ta-comments__filters">
        <Text
          className={`ta-comments__chip ${!withImage ? 'ta-comments__chip--on' : ''}`}
          onClick={() => setWithImage(false)}
        >
          全部
        </Text>
        <Text
          className={`ta-comments__chip ${withImage ? 'ta-comments__chip--on' : ''}`}
          onClick={() => setWithImage(true)}
        >
          有圖
        </Text>
      </View>
      <StateView state={list.state} rows={3} emptyText="暫無評價" onRetry={() => void list.refresh()}>
        {list.items.map((c) => (
          <View key={c.id} className="ta-comments__item">
            <Image className="ta-comments__avatar" src={assetUrl(c.avatar, 100)} />
            <View className="ta-comments__body">
              <View className="ta-comments__head">
                <Text className="ta-comments__user">{c.userName}</Text>
                <Text className="ta-comments__date">{formatDate(c.createdAt, 3)}</Text>
              </View>
              <Stars className="ta-comments__stars" n={c.star} />
              {c.content ? <Text className="ta-comments__content">{c.content}</Text> : null}
              {c.images.length > 0 && (
                <View className="ta-comments__imgs">
                  {c.images.slice(0, 6).map((src) => (
                    <Image
                      key={src}
                      className="ta-comments__img"
                      src={assetUrl(src, 200)}
                      mode="aspectFill"
                      {...lazyImage}
                    />
                  ))}
                </View>
              )}
              <ShopReply reply={c.reply} />
            </View>
          </View>
        ))}
        {list.hasMore ? (
          <View className="ta-comments__more" onClick={() => void list.loadMore()}>
            {list.loadingMore ? '載入中…' : list.moreFailed ? '載入失敗，點擊重試' : '查看更多評價'}
          </View>
        ) : (
          <View className="ta-comments__more ta-comments__more--end">沒有更多了</View>
        )}
      </StateView>
    </View>
  )
}
