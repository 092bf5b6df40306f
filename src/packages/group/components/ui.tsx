import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { StateView, type LoadState } from '@/components/state-view'
import { go } from '@/services/nav'
import type { GroupComment, GroupDeal, GroupMerchant } from '@/services/group'
import { formatMop } from '@lotus/contract/money'
import { groupPage } from '../hooks/paths'
import './group.scss'
import { Stars } from '@/components/icon/stars'
import { ShopReply } from '@/components/shop-reply'
import { groupWords } from '../words'

export const mop = (a: number) => formatMop(a, { trimZeros: true })

/** A group page: the bar and one StateView over its content. */
export function GroupPage(props: {
  title: string
  state: LoadState
  onRetry?: () => void
  emptyText?: string
  errorText?: string
  children?: ReactNode
  footer?: ReactNode
}) {
  const w = groupWords.useWords()
  return (
    <View className="gp">
      <NavBar title={props.title} />
      <StateView
        state={props.state}
        rows={3}
        emptyText={props.emptyText ?? w('empty')}
        errorText={props.errorText ?? w('loadFailed')}
        onRetry={props.onRetry}
      >
        {props.children}
      </StateView>
      {props.footer && <View className="gp__footer">{props.footer}</View>}
    </View>
  )
}

export const distanceText = (m: number | null) =>
  m === null ? '' : m < 1000 ? `${m}m` : `${(m / 1000).toFixed(1)}km`

export function MerchantRow({ m }: { m: GroupMerchant }) {
  const w = groupWords.useWords()
  return (
    <View className="gp-mch" onClick={() => go(groupPage(m.isOpen ? 'mchInfo' : 'mchNot', { id: m.id }))}>
      <Image className="gp-mch__img" src={assetUrl(m.image)} mode="aspectFill" />
      <View className="gp-mch__body">
        <Text className="gp-mch__name">{m.name}</Text>
        <Text className="gp-mch__meta lotus-star">
          {w('mch.meta', { star: m.star.toFixed(1), n: m.commentCount, price: mop(m.avgPrice) })}
        </Text>
        <Text className="gp-mch__meta">
          {m.category} · {m.district} {distanceText(m.distanceM)}
        </Text>
        {m.bestDeal && (
          <Text className="gp-mch__deal">
            <Text className="gp-price">{mop(m.bestDeal.price)}</Text> {m.bestDeal.title}
          </Text>
        )}
      </View>
    </View>
  )
}

export function DealRow({ d }: { d: GroupDeal }) {
  const w = groupWords.useWords()
  return (
    <View className="gp-deal" onClick={() => go(groupPage('comboDel', { id: d.id }))}>
      <View className="gp-deal__body">
        <Text className="gp-deal__title">{d.title}</Text>
        <Text className="gp-deal__sub">
          {d.kind === 'combo'
            ? w('deal.soldCombo', { n: d.persons, sold: d.sold })
            : w('deal.sold', { sold: d.sold })}
        </Text>
      </View>
      <View className="gp-deal__price">
        <Text className="gp-price">{mop(d.price)}</Text>
        <Text className="gp-strike">{mop(d.originalPrice)}</Text>
      </View>
      <Text className="gp-btn gp-btn--small">{w('deal.buy')}</Text>
    </View>
  )
}

export function CommentRow({ c }: { c: GroupComment }) {
  const w = groupWords.useWords()
  return (
    <View className="gp-comment" onClick={() => go(groupPage('evaluateDel', { id: c.id }))}>
      <Text className="gp-comment__user">
        {c.userName} {c.mine ? w('comment.mine') : ''}
      </Text>
      <Stars className="gp-comment__stars" n={c.star} />
      <Text className="gp-comment__sub">
        {w('comment.aspects', { taste: c.tasteStar, env: c.envStar, service: c.serviceStar })}
      </Text>
      <Text className="gp-comment__text">{c.content}</Text>
      <ShopReply reply={c.reply} />
    </View>
  )
}

export function Section({
  title,
  children,
  more
}: {
  title: string
  children: ReactNode
  more?: () => void
}) {
  const w = groupWords.useWords()
  return (
    <View className="gp-sec">
      <View className="gp-sec__head">
        <Text className="gp-sec__title">{title}</Text>
        {more && (
          <Text className="gp-sec__more lotus-chevron" onClick={more}>
            {w('more')}
          </Text>
        )}
      </View>
      {children}
    </View>
  )
}
