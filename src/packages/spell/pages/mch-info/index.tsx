import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { openLoginFrom } from '@/components/account-flow'
import { AddressCard } from '@/components/address-card'
import { CartBar, CartPopup } from '@/components/cart-bar'
import { assetUrl } from '@/components/merchant-card/asset-url'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { BottomSheet } from '@/components/bottom-sheet'
import { SpecPopup } from '@/components/spec-popup'
import { StateView } from '@/components/state-view'
import { useWarnToast } from '@/hooks/use-warn-toast'
import { go, replace, withQuery } from '@/services/nav'
import { formatMop } from '@lotus/contract/money'
import { Menu } from '@/components/menu'
import { ConnBanner } from '../../components/conn-banner'
import { MemberPanel } from '../../components/member-panel'
import { SpellHeader } from '../../components/spell-header'
import { SP, spellPage } from '../../hooks/paths'
import { goneText, SPELL_STATUS_TEXT } from '../../hooks/spell-view'
import { LOCKED_TEXT, useSpellRoom } from '../../hooks/use-spell-room'
import { useSpellShare } from '../../hooks/use-spell-share'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

type Tab = 'menu' | 'cart'
const mop = (a: number) => formatMop(a, { trimZeros: true })

/** 拼單: the merchant's menu and the shared cart everyone edits live; the host locks, checks out and pays. */
export default function SpellMchInfo() {
  const params = usePageParams() as { tid?: string; code?: string }
  const room = useSpellRoom(params)
  const [tab, setTab] = useState<Tab>('menu')
  const snap = room.snapshot
  useSpellShare(snap)
  // spec §5: the cart's warnMsg as a toast after 200 ms
  useWarnToast(snap?.warnMsg)

  if (!room.loggedIn) {
    return (
      <View className="spell-room">
        <NavBar title="拼單" />
        <View className="spell-room__notice-page">
          <Text className="spell-room__notice-text">登入後即可加入好友的拼單</Text>
          <View
            className="spell-room__primary"
            onClick={() => openLoginFrom(withQuery(SP.mchInfo, { tid: params.tid, code: params.code }))}
          >
            登入/註冊
          </View>
        </View>
      </View>
    )
  }

  if (room.gone) {
    return (
      <View className="spell-room">
        <NavBar title="拼單" />
        <View className="spell-room__notice-page" role="alert">
          <Text className="spell-room__notice-text">{goneText(room.gone)}</Text>
          <View className="spell-room__primary" onClick={() => replace(SP.home)}>
            返回拼單首頁
          </View>
        </View>
      </View>
    )
  }

  const status = room.spellStatus
  const submitted = status === 'submitted'
  return (
    <View className="spell-room">
      <NavBar
        title={snap?.storeInfo.name ?? '拼單'}
        right={
          snap && !submitted ? (
            <Text
              className="spell-room__nav-share"
              onClick={() => go(spellPage('shareOrder', { tid: room.tid }))}
            >
              邀請
            </Text>
          ) : null
        }
      />
      <ConnBanner status={room.status} onRetry={room.retry} />
      <StateView
        state={room.state}
        rows={5}
        skeleton="merchant"
        errorText="拼單載入失敗"
        onRetry={room.retry}
      >
        {snap && (
          <>
            <SpellHeader store={snap.storeInfo} />
            <View className="spell-room__strip">
              <Text className="spell-room__status">{SPELL_STATUS_TEXT[status]}</Text>
              <Text className="spell-room__user-text">{snap.userText}</Text>
              <View className="spell-room__spacer" />
              {room.isHost && !submitted && (
                <Text className="spell-room__host-btn" onClick={room.toggleLock}>
                  {status === 'locked' ? '解鎖' : '鎖定購物車'}
                </Text>
              )}
              {!submitted && (
                <Text className="spell-room__leave" onClick={room.leave}>
                  {room.isHost ? '解散拼單' : '退出拼單'}
                </Text>
              )}
            </View>
            {status === 'locked' && (
              <View className="spell-room__locked" role="status">
                {room.isHost ? '購物車已鎖定，成員不能再修改，可以去結算了' : `${LOCKED_TEXT}，暫不能修改`}
              </View>
            )}
            {submitted && (
              <View className="spell-room__ordered" role="status">
                <View className="spell-room__ordered-text">
                  <Text className="spell-room__ordered-title">房主已下單</Text>
                  <Text className="spell-room__ordered-sub">
                    我的份額（房主統一付款） <Text className="lotus-em">{mop(snap.myInfo.share)}</Text>
                  </Text>
                </View>
                {room.isHost && snap.spellInfo.orderId ? (
                  <View
                    className="spell-room__primary spell-room__primary--small"
                    onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: snap.spellInfo.orderId ?? 0 }))}
                  >
                    去支付
                  </View>
                ) : null}
                <View
                  className="spell-room__ghost"
                  onClick={() => go(spellPage('orderDel', { tid: room.tid }))}
                >
                  查看訂單
                </View>
              </View>
            )}
            <View className="spell-room__tabs" role="tablist">
              {(
                [
                  ['menu', '點菜'],
                  ['cart', `拼單購物車（${snap.userList.length}人）`]
                ] as Array<[Tab, string]>
              ).map(([k, label]) => (
                <View
                  key={k}
                  role="tab"
                  aria-selected={tab === k}
                  className={`spell-room__tab ${tab === k ? 'spell-room__tab--on' : ''}`}
                  onClick={() => setTab(k)}
                >
                  {label}
                </View>
              ))}
            </View>
            <View className="spell-room__content">
              {tab === 'menu' &&
                (room.categories.length > 0 ? (
                  <Menu
                    categories={room.categories}
                    counts={room.counts}
                    countOf={room.countOf}
                    onPlus={room.plus}
                    onMinus={room.minus}
                    onOpen={(g) => go(spellPage('goodsDel', { tid: room.tid, goodsId: g.id }))}
                  />
                ) : (
                  <StateView state="empty" emptyText="商家暫未上架商品" />
                ))}
              {tab === 'cart' && (
                <View className="spell-room__scroll">
                  <MemberPanel
                    snapshot={snap}
                    onRemove={room.isHost && !submitted ? room.removeMember : undefined}
                  />
                </View>
              )}
            </View>
            {!submitted && (
              <>
                <CartPopup {...room.popup} />
                <CartBar {...room.bar} />
              </>
            )}
            <SpecPopup
              open={room.spec !== null}
              goods={room.spec}
              imageSrc={room.spec ? assetUrl(room.spec.image, 200) : undefined}
              onClose={room.closeSpec}
              onConfirm={(props, qty) => void room.confirmSpec(props, qty)}
            />
            <BottomSheet open={room.checkout} onClose={room.closeCheckout}>
              <View className="spell-checkout" role="dialog" aria-label="拼單結算">
                <View className="spell-checkout__title">確認拼單訂單</View>
                <View className="spell-checkout__address" onClick={room.chooseAddress}>
                  {room.address ? (
                    <AddressCard
                      address={room.address}
                      right={<Icon className="spell-checkout__arrow" d={iconChevronRight} />}
                    />
                  ) : (
                    <Text className="spell-checkout__add">+ 選擇收貨地址</Text>
                  )}
                </View>
                {snap.result.feeLines.map((f) => (
                  <View key={f.label} className="spell-checkout__line">
                    <Text>{f.label}</Text>
                    <Text>{f.amount < 0 ? `-${mop(-f.amount)}` : mop(f.amount)}</Text>
                  </View>
                ))}
                <View className="spell-checkout__members">
                  {snap.userList
                    .filter((m) => m.itemCount > 0)
                    .map((m) => (
                      <View key={m.userId} className="spell-checkout__line">
                        <Text>
                          {m.nickname}
                          {m.isHost ? '（房主）' : ''}
                        </Text>
                        <Text>{mop(m.share)}</Text>
                      </View>
                    ))}
                </View>
                <View className="spell-checkout__foot">
                  <Text className="spell-checkout__total">
                    合計 <Text className="lotus-em">{mop(snap.result.total)}</Text>
                  </Text>
                  <View
                    className={`spell-room__primary ${room.submitting ? 'spell-room__primary--off' : ''}`}
                    aria-disabled={room.submitting}
                    onClick={room.submit}
                  >
                    提交訂單
                  </View>
                </View>
              </View>
            </BottomSheet>
          </>
        )}
      </StateView>
    </View>
  )
}
