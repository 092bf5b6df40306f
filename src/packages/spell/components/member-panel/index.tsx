import { Image, Text, View } from '@tarojs/components'
import { assetUrl } from '@/components/merchant-card/asset-url'
import type { SpellMember, SpellSnapshot } from '@/services/spell'
import { propsText } from '@/utils/cart-lines'
import { formatMop } from '@lotus/contract/money'
import { memberItems } from '../../hooks/spell-view'
import './index.scss'

const mop = (a: number) => formatMop(a, { trimZeros: true })

export interface MemberPanelProps {
  snapshot: SpellSnapshot
  /** the host's 移出 on other members; absent for members */
  onRemove?: (m: SpellMember) => void
  /** show each member's share of the total (after submit, or in the order summary) */
  showShare?: boolean
}

/** The shared cart: every member with who is present, their items, goods amount and share. */
export function MemberPanel({ snapshot, onRemove, showShare = true }: MemberPanelProps) {
  const me = snapshot.myInfo.userId
  return (
    <View className="member-panel" role="group" aria-label="拼單成員">
      <View className="member-panel__head">
        <Text className="member-panel__title">拼單購物車</Text>
        <Text className="member-panel__text">{snapshot.userText}</Text>
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
                  aria-label={m.online ? '在線' : '離線'}
                />
              </View>
              <Text className="member-panel__name">
                {m.nickname}
                {m.userId === me ? '（我）' : ''}
              </Text>
              {m.isHost && <Text className="member-panel__host">房主</Text>}
              <View className="member-panel__spacer" />
              <Text className="member-panel__amount">{m.itemCount > 0 ? mop(m.amount) : '未點餐'}</Text>
              {onRemove && !m.isHost && (
                <Text className="member-panel__remove" onClick={() => onRemove(m)}>
                  移出
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
                份額（房主統一付款） <Text className="lotus-em">{mop(m.share)}</Text>
              </View>
            )}
          </View>
        )
      })}
    </View>
  )
}
