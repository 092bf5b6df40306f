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
  return (
    <View className="gp">
      <NavBar title={props.title} />
      <StateView
        state={props.state}
        rows={3}
        emptyText={props.emptyText ?? '暫無內容'}
        errorText={props.errorText ?? '載入失敗'}
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
  return (
    <View className="gp-mch" onClick={() => go(groupPage(m.isOpen ? 'mchInfo' : 'mchNot', { id: m.id }))}>
      <Image className="gp-mch__img" src={assetUrl(m.image)} mode="aspectFill" />
      <View className="gp-mch__body">
        <Text className="gp-mch__name">{m.name}</Text>
        <Text className="gp-mch__meta lotus-star">
          {m.star.toFixed(1)} · {m.commentCount}條評價 · 人均 {mop(m.avgPrice)}
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
  return (
    <View className="gp-deal" onClick={() => go(groupPage('comboDel', { id: d.id }))}>
      <View className="gp-deal__body">
        <Text className="gp-deal__title">{d.title}</Text>
        <Text className="gp-deal__sub">
          {d.kind === 'combo' ? `${d.persons}人餐 · ` : ''}已售 {d.sold}
        </Text>
      </View>
      <View className="gp-deal__price">
        <Text className="gp-price">{mop(d.price)}</Text>
        <Text className="gp-strike">{mop(d.originalPrice)}</Text>
      </View>
      <Text className="gp-btn gp-btn--small">搶購</Text>
    </View>
  )
}

export function CommentRow({ c }: { c: GroupComment }) {
  return (
    <View className="gp-comment" onClick={() => go(groupPage('evaluateDel', { id: c.id }))}>
      <Text className="gp-comment__user">
        {c.userName} {c.mine ? '（我的）' : ''}
      </Text>
      <Stars className="gp-comment__stars" n={c.star} />
      <Text className="gp-comment__sub">
        口味 {c.tasteStar} · 環境 {c.envStar} · 服務 {c.serviceStar}
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
  return (
    <View className="gp-sec">
      <View className="gp-sec__head">
        <Text className="gp-sec__title">{title}</Text>
        {more && (
          <Text className="gp-sec__more lotus-chevron" onClick={more}>
            查看全部
          </Text>
        )}
      </View>
      {children}
    </View>
  )
}
