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
import { goneText, spellStatusText, userTextOf, warningOf } from '../../hooks/spell-view'
import { useSpellRoom } from '../../hooks/use-spell-room'
import { useSpellShare } from '../../hooks/use-spell-share'
import { useWords } from '../../words'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'

type Tab = 'menu' | 'cart'
const mop = (a: number) => formatMop(a, { trimZeros: true })

/** A spell: the merchant's menu and the shared cart everyone edits live; the host locks, checks out and pays. */
export default function SpellMchInfo() {
  const t = useWords()
  const params = usePageParams() as { tid?: string; code?: string }
  const room = useSpellRoom(params)
  const [tab, setTab] = useState<Tab>('menu')
  const snap = room.snapshot
  useSpellShare(snap)
  // spec §5: the cart's warnMsg as a toast after 200 ms (in the reader's language: the broker's is Chinese)
  useWarnToast(snap ? warningOf(snap) : null)

  if (!room.loggedIn) {
    return (
      <View className="spell-room">
        <NavBar title={t('title')} />
        <View className="spell-room__notice-page">
          <Text className="spell-room__notice-text">{t('room.loginText')}</Text>
          <View
            className="spell-room__primary"
            onClick={() => openLoginFrom(withQuery(SP.mchInfo, { tid: params.tid, code: params.code }))}
          >
            {t('login')}
          </View>
        </View>
      </View>
    )
  }

  if (room.gone) {
    return (
      <View className="spell-room">
        <NavBar title={t('title')} />
        <View className="spell-room__notice-page" role="alert">
          <Text className="spell-room__notice-text">{goneText(room.gone)}</Text>
          <View className="spell-room__primary" onClick={() => replace(SP.home)}>
            {t('backHome')}
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
        title={snap?.storeInfo.name ?? t('title')}
        right={
          snap && !submitted ? (
            <Text
              className="spell-room__nav-share"
              onClick={() => go(spellPage('shareOrder', { tid: room.tid }))}
            >
              {t('room.invite')}
            </Text>
          ) : null
        }
      />
      <ConnBanner status={room.status} onRetry={room.retry} />
      <StateView
        state={room.state}
        rows={5}
        skeleton="merchant"
        errorText={t('loadFailed')}
        onRetry={room.retry}
      >
        {snap && (
          <>
            <SpellHeader store={snap.storeInfo} />
            <View className="spell-room__strip">
              <Text className="spell-room__status">{spellStatusText(status)}</Text>
              <Text className="spell-room__user-text">{userTextOf(snap)}</Text>
              <View className="spell-room__spacer" />
              {room.isHost && !submitted && (
                <Text className="spell-room__host-btn" onClick={room.toggleLock}>
                  {t(status === 'locked' ? 'room.unlock' : 'room.lock')}
                </Text>
              )}
              {!submitted && (
                <Text className="spell-room__leave" onClick={room.leave}>
                  {t(room.isHost ? 'room.dissolve' : 'room.leave')}
                </Text>
              )}
            </View>
            {status === 'locked' && (
              <View className="spell-room__locked" role="status">
                {t(room.isHost ? 'room.lockedHost' : 'lockedNoEdit')}
              </View>
            )}
            {submitted && (
              <View className="spell-room__ordered" role="status">
                <View className="spell-room__ordered-text">
                  <Text className="spell-room__ordered-title">{t('hostOrdered')}</Text>
                  <Text className="spell-room__ordered-sub">
                    {t('myShare')} <Text className="lotus-em">{mop(snap.myInfo.share)}</Text>
                  </Text>
                </View>
                {room.isHost && snap.spellInfo.orderId ? (
                  <View
                    className="spell-room__primary spell-room__primary--small"
                    onClick={() => go(withQuery(ORDER_PAGES.pay, { orderId: snap.spellInfo.orderId ?? 0 }))}
                  >
                    {t('pay')}
                  </View>
                ) : null}
                <View
                  className="spell-room__ghost"
                  onClick={() => go(spellPage('orderDel', { tid: room.tid }))}
                >
                  {t('room.viewOrder')}
                </View>
              </View>
            )}
            <View className="spell-room__tabs" role="tablist">
              {(
                [
                  ['menu', t('room.menu')],
                  ['cart', t('room.cart', { n: snap.userList.length })]
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
                  <StateView state="empty" emptyText={t('room.noGoods')} />
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
              onConfirm={(props, qty, sku) => void room.confirmSpec(props, qty, sku)}
            />
            <BottomSheet open={room.checkout} onClose={room.closeCheckout}>
              <View className="spell-checkout" role="dialog" aria-label={t('room.checkout')}>
                <View className="spell-checkout__title">{t('room.confirm')}</View>
                <View className="spell-checkout__address" onClick={room.chooseAddress}>
                  {room.address ? (
                    <AddressCard
                      address={room.address}
                      right={<Icon className="spell-checkout__arrow" d={iconChevronRight} />}
                    />
                  ) : (
                    <Text className="spell-checkout__add">{t('room.chooseAddress')}</Text>
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
                          {m.isHost ? t('room.hostMark') : ''}
                        </Text>
                        <Text>{mop(m.share)}</Text>
                      </View>
                    ))}
                </View>
                <View className="spell-checkout__foot">
                  <Text className="spell-checkout__total">
                    {t('room.total')} <Text className="lotus-em">{mop(snap.result.total)}</Text>
                  </Text>
                  <View
                    className={`spell-room__primary ${room.submitting ? 'spell-room__primary--off' : ''}`}
                    aria-disabled={room.submitting}
                    onClick={room.submit}
                  >
                    {t('room.submit')}
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
