import Taro, { useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { usePageParams } from '@/hooks/use-page-params'
import { useMarketReviews } from '@/queries/market'
import type { ReviewFilter, ReviewSummary } from '@/services/market'
import { formatDate } from '@/utils/time'
import { ListFooter } from '../../components/list-footer'
import '../../components/browse.scss'
import './index.scss'
import { Stars } from '@/components/icon/stars'
import { ShopReply } from '@/components/shop-reply'
import { marketWords } from '../../words'

/** Each filter with the summary's count beside its tab (its word: `filter.<key>`). */
const FILTERS: ReadonlyArray<[ReviewFilter, keyof ReviewSummary]> = [
  ['all', 'count'],
  ['photos', 'withPhotos'],
  ['good', 'good'],
  ['bad', 'bad']
]

/** 用戶評價: a goods' reviews, filtered (全部 / 有圖 / 好評 / 差評) and paged; a photo opens the viewer. */
export default function MoreReviews() {
  const w = marketWords.useWords()
  const params = usePageParams()
  const id = Number(params.id ?? 0)
  const [filter, setFilter] = useState<ReviewFilter>('all')
  const list = useMarketReviews(id, filter)
  useReachBottom(() => void list.loadMore())
  const summary = list.first?.summary

  const view = (urls: string[], i: number) => {
    const full = urls.map((u) => assetUrl(u, 800))
    void Taro.previewImage?.({ urls: full, current: full[i] ?? '' })?.catch(() => undefined)
  }

  return (
    <View className="sm-page">
      <NavBar title={w('userReviews')} />
      {summary && (
        <View className="sm-card">
          <Text className="sm-h">{w('goodRate', { rate: summary.goodRate })}</Text>
          <Text className="sm-muted">{w('reviewCount', { n: summary.count })}</Text>
        </View>
      )}
      <View className="sm-tabs sm-tabs--wrap" role="tablist" aria-label={w('filterReviews')}>
        {FILTERS.map(([key, n]) => (
          <View
            key={key}
            role="tab"
            aria-selected={filter === key}
            className={`sm-tab${filter === key ? ' sm-tab--on' : ''}`}
            onClick={() => setFilter(key)}
          >
            {w(`filter.${key}`)}
            {summary ? ` ${summary[n]}` : ''}
          </View>
        ))}
      </View>
      <StateView
        state={id ? list.state : 'empty'}
        rows={4}
        emptyText={w('noMatchingReviews')}
        errorText={w('reviewsFailed')}
        onRetry={() => void list.refresh()}
      >
        {list.items.map((r) => (
          <View
            key={r.id}
            className="sm-card sm-review"
            role="article"
            aria-label={w('reviewOf', { name: r.nickname })}
          >
            <View className="sm-row">
              <Text>{r.nickname}</Text>
              <Text className="sm-muted">{formatDate(r.createdAt, 3)}</Text>
            </View>
            <Stars className="sm-review__star" n={r.star} />
            {r.spec && <Text className="sm-muted">{w('specOf', { spec: r.spec })}</Text>}
            <Text className="sm-review__text">{r.content}</Text>
            {r.images.length > 0 && (
              <View className="sm-review__photos">
                {r.images.map((src, i) => (
                  <View
                    key={i}
                    role="button"
                    aria-label={w('viewPhoto', { name: r.nickname, n: i + 1 })}
                    className="sm-review__photo"
                    onClick={() => view(r.images, i)}
                  >
                    <Image
                      className="sm-review__photo-img"
                      src={assetUrl(src, 200)}
                      mode="aspectFill"
                      aria-hidden
                    />
                  </View>
                ))}
              </View>
            )}
            <ShopReply reply={r.reply} />
          </View>
        ))}
        <ListFooter list={list} />
      </StateView>
    </View>
  )
}
