import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { SpellMember, SpellSnapshot } from '@/services/spell'
import { propsText } from '@/utils/cart-lines'
import { formatMop } from '@lotus/contract/money'
import { memberItems, userTextOf } from '../../hooks/spell-view'
import { useWords } from '../../words'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

export interface MemberPanelProps {
  snapshot: SpellSnapshot
  /** the host's remove on other members; absent for members */
  onRemove?: (m: SpellMember) => void
  /** show each member's share of the total (after submit, or in the order summary) */
  showShare?: boolean
}

/** The shared cart: every member with who is present, their items, goods amount and share. */
export function MemberPanel({ snapshot, onRemove, showShare = true }: MemberPanelProps) {
  const t = useWords()
  const me = snapshot.myInfo.userId
  return (
    <View className="member-panel" role="group" aria-label={t('members.label')}>
      <View className="member-panel__head">
        <Text className="member-panel__title">{t('members.title')}</Text>
        <Text className="member-panel__text">{userTextOf(snapshot)}</Text>
      </View>
      {snapshot.userList.map((m) => {
        const items = memberItems(snapshot, m.userId)
        return (
          <View key={m.userId} className="member-panel__member" data-user={m.userId}>
            <View className="member-panel__who">
              <View className="member-panel__avatar-box">
                {m.avatar ? (
                  <Image className="member-panel__avatar" src={assetUrl(m.avatar, 100)} mode="aspectFill" />
                ) : (
                  <View className="member-panel__avatar member-panel__avatar--blank">
                    {m.nickname.slice(0, 1)}
                  </View>
                )}
                <View
                  className={`member-panel__dot ${m.online ? 'member-panel__dot--on' : ''}`}
                  role="img"
                  aria-label={t(m.online ? 'members.online' : 'members.offline')}
                />
              </View>
              <Text className="member-panel__name">
                {m.nickname}
                {m.userId === me ? t('members.me') : ''}
              </Text>
              {m.isHost && <Text className="member-panel__host">{t('members.host')}</Text>}
              <View className="member-panel__spacer" />
              <Text className="member-panel__amount">
                {m.itemCount > 0 ? mop(m.amount) : t('members.nothing')}
              </Text>
              {onRemove && !m.isHost && (
                <Text className="member-panel__remove" onClick={() => onRemove(m)}>
                  {t('room.remove')}
                </Text>
              )}
            </View>
            {items.length > 0 && (
              <View className="member-panel__items">
                {items.map((i) => (
                  <View
                    key={i.cartId}
                    className={`member-panel__item ${i.invalid ? 'member-panel__item--invalid' : ''}`}
                  >
                    <Text className="member-panel__item-name">
                      {i.name}
                      {i.props.length > 0 ? `（${propsText(i.props)}）` : ''}
                    </Text>
                    <Text className="member-panel__item-count">×{i.itemCount}</Text>
                    <Text className="member-panel__item-amount">{mop(i.amount)}</Text>
                  </View>
                ))}
              </View>
            )}
            {showShare && m.itemCount > 0 && (
              <View className="member-panel__share">
                {t('share')} <Text className="lotus-em">{mop(m.share)}</Text>
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}
