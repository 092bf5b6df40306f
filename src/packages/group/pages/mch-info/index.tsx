import { useRouter } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import { useEffect } from 'react'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { Icon } from '@/components/icon'
import { location as iconLocation } from '@/components/icon/paths/location'
import { loadStateOf } from '@/queries/cache'
import { useGroupComments, useGroupMerchant } from '@/queries/group'
import { isApiError } from '@/services/errors'
import { go, replace } from '@/services/nav'
import { groupPage } from '../../hooks/paths'
import { CommentRow, DealRow, GroupPage, mop, Section } from '../../components/ui'
import { groupWords } from '../../words'

/** 團購商家 (?id): deals and combos, recommended dishes, ratings, address and hours, entries to the rest. */
export default function GroupMchInfo() {
  const id = Number(useRouter().params.id ?? 0)
  const q = useGroupMerchant(id)
  const comments = useGroupComments(id)
  const m = q.data
  const w = groupWords.useWords()
  useEffect(() => {
    if ((isApiError(q.error) && q.error.code === 'NOT_FOUND') || m?.isOpen === false)
      replace(groupPage('mchNot', { id }))
  }, [q.error, m?.isOpen, id])
  const deals = m?.deals.filter((d) => d.kind === 'deal') ?? []
  const combos = m?.deals.filter((d) => d.kind === 'combo') ?? []
  return (
    <GroupPage
      title={m?.name ?? w('info.title')}
      state={id ? loadStateOf(q) : 'error'}
      onRetry={() => void q.refetch()}
    >
      {m && (
        <>
          <View className="gp-card">
            <Image className="gp-photo" src={assetUrl(m.image)} mode="aspectFill" />
            <Text className="gp-title">{m.name}</Text>
            <Text className="gp-sub lotus-star">
              {w('info.stars', {
                star: m.star.toFixed(1),
                taste: m.tasteStar.toFixed(1),
                env: m.envStar.toFixed(1),
                service: m.serviceStar.toFixed(1)
              })}
            </Text>
            <Text className="gp-sub">
              {w('info.meta', {
                category: m.category,
                price: mop(m.avgPrice),
                hours: m.openHours || w('mchDel.allDay')
              })}
            </Text>
            <View className="gp-sub gp-addr" role="link" onClick={() => go(groupPage('mapMch', { id }))}>
              <Icon d={iconLocation} size={14} />
              <Text>{w('info.address', { address: m.address })}</Text>
            </View>
            <View className="gp-chips">
              <Text className="gp-chip" onClick={() => go(groupPage('mchDel', { id }))}>
                {w('mchDel.title')}
              </Text>
              <Text className="gp-chip" onClick={() => go(groupPage('mchAlbum', { id }))}>
                {w('info.album', { n: m.photoCount })}
              </Text>
              <Text className="gp-chip" onClick={() => go(groupPage('mchMenu', { id }))}>
                {w('info.menu')}
              </Text>
              <Text className="gp-chip" onClick={() => go(groupPage('similarMch', { id }))}>
                {w('info.similar')}
              </Text>
              {m.brand && (
                <Text className="gp-chip" onClick={() => go(groupPage('brandDel', { brand: m.brand ?? '' }))}>
                  {w('info.branches', { brand: m.brand })}
                </Text>
              )}
            </View>
            {m.cinema && (
              <Text className="gp-btn" onClick={() => go(groupPage('filmClass', { cinemaId: id }))}>
                {w('info.tickets')}
              </Text>
            )}
            {m.reservable && (
              <Text
                className="gp-btn gp-btn--ghost"
                onClick={() => go(groupPage('subOrder', { mchId: id, reserve: 1 }))}
              >
                {w('info.reserve')}
              </Text>
            )}
          </View>
          {deals.length > 0 && (
            <Section title={w('info.deals')}>
              {deals.map((d) => (
                <DealRow key={d.id} d={d} />
              ))}
            </Section>
          )}
          {combos.length > 0 && (
            <Section title={w('info.combos')}>
              {combos.map((d) => (
                <DealRow key={d.id} d={d} />
              ))}
            </Section>
          )}
          {m.dishes.length > 0 && (
            <Section title={w('info.dishes')} more={() => go(groupPage('mchMenu', { id }))}>
              <View className="gp-chips">
                {m.dishes.map((d) => (
                  <Text key={d.id} className="gp-chip" onClick={() => go(groupPage('dishDel', { id: d.id }))}>
                    {d.name} {mop(d.price)}
                  </Text>
                ))}
              </View>
            </Section>
          )}
          <Section
            title={w('info.reviews', { n: m.commentCount })}
            more={() => go(groupPage('evaluateList', { mchId: id }))}
          >
            {(comments.data?.list ?? []).slice(0, 3).map((c) => (
              <CommentRow key={c.id} c={c} />
            ))}
          </Section>
        </>
      )}
    </GroupPage>
  )
}
