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
import { useWords } from '../../words'

/** 評價: the merchant's rating summary and comments, paged (withImage filter). */
export function Comments({ mchId }: { mchId: number }) {
  const w = useWords()
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
            <Text className="ta-comments__label">{w('comments.rating')}</Text>
          </View>
          <View className="ta-comments__subs">
            <Text>{w('taste', { score: summary.tasteStar.toFixed(1) })}</Text>
            <Text>{w('pack', { score: summary.packStar.toFixed(1) })}</Text>
            <Text>{w('comments.count', { n: summary.total })}</Text>
          </View>
        </View>
      )}
      <View className="ta-comments__filters">
        <Text
          className={`ta-comments__chip ${!withImage ? 'ta-comments__chip--on' : ''}`}
          onClick={() => setWithImage(false)}
        >
          {w('comments.all')}
        </Text>
        <Text
          className={`ta-comments__chip ${withImage ? 'ta-comments__chip--on' : ''}`}
          onClick={() => setWithImage(true)}
        >
          {w('comments.withImage')}
        </Text>
      </View>
      <StateView
        state={list.state}
        rows={3}
        emptyText={w('comments.empty')}
        onRetry={() => void list.refresh()}
      >
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
            {list.loadingMore
              ? w('loading')
              : list.moreFailed
                ? w('comments.moreFailed')
                : w('comments.more')}
          </View>
        ) : (
          <View className="ta-comments__more ta-comments__more--end">{w('comments.end')}</View>
        )}
      </StateView>
    </View>
  )
}
