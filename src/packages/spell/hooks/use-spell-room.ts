import Taro, { useDidHide, useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { CartBarProps } from '@/components/cart-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import type { LoadState } from '@/components/state-view'
import { groupCartClient } from '@/services/mqtt'
import { go, replace, withQuery } from '@/services/nav'
import * as spellApi from '@/services/spell'
import type { SpellMember } from '@/services/spell'
import { refreshAddresses, useAddressList } from '@/queries/addresses'
import { useAddress } from '@/stores/address'
import { pickCheckoutAddress } from '@/stores/address-reducer'
import { useGroupCart } from '@/stores/group-cart'
import { useSession } from '@/stores/session'
import { useMenuCart } from '@/hooks/use-menu-cart'
import { itemKey } from '@/utils/cart-lines'
import { useCheckoutAttempt } from '@/hooks/use-checkout-attempt'
import { spellPage } from './paths'
import { useSpellCartAdapter } from './spell-cart-adapter'
import { spellMenu } from './spell-view'
import { offerLineIn } from '@lotus/contract/activity-words'
import { deliveryFeeText } from '@lotus/contract/delivery-fee'
import { currentLocale } from '@/i18n'
import { showModal } from '@/services/dialogs'
import { word } from '../words'

export { MULTI_SPEC_MINUS } from '@/hooks/use-menu-cart'

/**
 * Everything spell mch-info does: join by share code, the live connection (start / resume / background /
 * stop), the menu with my steppers, the host's lock / remove / checkout, leaving. What is shown is only ever
 * the server's answers and the published updates (both land in the group-cart store).
 */
export function useSpellRoom(params: { tid?: string; code?: string }) {
  const tid = Number(params.tid ?? 0)
  const code = params.code ?? ''
  const loggedIn = useSession((s) => s.loggedIn)
  const stored = useGroupCart((s) => s.snapshot)
  const storeTid = useGroupCart((s) => s.tid)
  const status = useGroupCart((s) => s.status)
  const gone = useGroupCart((s) => s.gone)
  const snapshot = stored && storeTid === tid && stored.spellInfo.tid === tid ? stored : null
  const [state, setState] = useState<LoadState>('loading')
  const [checkout, setCheckout] = useState(false)
  const attempt = useCheckoutAttempt(`spell:${tid}`)
  const submitting = attempt.busy
  const [addressId, setAddressId] = useState<number | null>(null)

  // ?code=: join, then continue as ?tid= (the link can be opened again: join is idempotent)
  useEffect(() => {
    if (!loggedIn || tid || !code) return
    spellApi
      .joinSpell(code)
      .then((r) => replace(spellPage('mchInfo', { tid: r.tid })))
      .catch(() => setState('error'))
  }, [loggedIn, tid, code])

  const load = useCallback(async () => {
    if (!useGroupCart.getState().snapshot) setState('loading')
    try {
      await useGroupCart.getState().refresh()
      setState('ready')
    } catch {
      setState(useGroupCart.getState().gone || useGroupCart.getState().snapshot ? 'ready' : 'error')
    }
  }, [])

  useEffect(() => {
    if (!loggedIn || !tid) return
    const client = groupCartClient()
    void client.start(`spell/${tid}`, tid)
    void load()
    return () => client.stop()
  }, [loggedIn, tid, load])

  useDidShow(() => {
    if (!tid) return
    void groupCartClient().resume()
    // back from the address list in select mode
    const picked = useAddress.getState().picked
    if (picked) {
      setAddressId(picked)
      useAddress.getState().pick(null)
    }
  })
  useDidHide(() => {
    if (tid) groupCartClient().background()
  })

  const retry = useCallback(() => {
    void groupCartClient().resume()
    void load()
  }, [load])

  const { categories, counts } = useMemo(() => spellMenu(snapshot?.storeInfo), [snapshot?.storeInfo])
  const isHost = snapshot?.myInfo.isHost ?? false
  const spellStatus = snapshot?.spellInfo.status ?? 'open'

  const menu = useMenuCart(useSpellCartAdapter(snapshot))

  // ---- host ----
  const toggleLock = async () => {
    if (!snapshot) return
    const locking = snapshot.spellInfo.status === 'open'
    if (locking) {
      const r = await showModal({
        title: word('room.lockAsk'),
        content: word('room.lockAskText'),
        confirmText: word('room.lockOk')
      })
      if (!r.confirm) return
    }
    await useGroupCart.getState().lock(locking)
  }

  const removeMember = async (m: SpellMember) => {
    const r = await showModal({
      title: word('room.removeAsk', { name: m.nickname }),
      content: word('room.removeAskText'),
      confirmText: word('room.remove')
    })
    if (r.confirm) await useGroupCart.getState().removeMember(m.userId)
  }

  const addresses = useAddressList().list
  const address = pickCheckoutAddress(addresses, addressId)
  // The confirm sheet prices the spell where it goes (issue 35 §2): the host's chosen address is set on the
  // spell, so the total, the delivery fee and every member's share are the ones the order charges.
  const pricedAt = useRef<number | null>(null)
  const addressToPrice = checkout && isHost && spellStatus === 'locked' ? (address?.id ?? null) : null
  useEffect(() => {
    if (addressToPrice === null || pricedAt.current === addressToPrice) return
    pricedAt.current = addressToPrice
    void useGroupCart.getState().setAddress(addressToPrice)
  }, [addressToPrice])

  const openCheckout = () => {
    if (!isHost) return void Taro.showToast({ title: word('room.hostPays'), icon: 'none' })
    if (spellStatus !== 'locked') return void Taro.showToast({ title: word('room.lockFirst'), icon: 'none' })
    void refreshAddresses()
    menu.closePopup()
    setCheckout(true)
  }

  const chooseAddress = () =>
    address
      ? go(withQuery(ORDER_PAGES.shippingAddress, { select: 1, selected: address.id }))
      : go(ORDER_PAGES.addressEdit)

  const submit = async () => {
    if (!address) return void Taro.showToast({ title: word('room.needAddress'), icon: 'none' })
    if (submitting) return
    // the attempt is the group's lines and the address: a retry of the same one reuses its key
    const lines = (snapshot?.cartInfo ?? []).flatMap((c) =>
      c.items.map((i) => [c.userId, itemKey(i), i.itemCount])
    )
    try {
      const expectedTotal = snapshot?.result.total
      const r = await attempt.submit({ tid, addressId: address.id, lines, expectedTotal }, (clientKey) =>
        spellApi.submitSpell({ tid, addressId: address.id, clientKey, expectedTotal })
      )
      if (!r) return
      setCheckout(false)
      void useGroupCart
        .getState()
        .refresh()
        .catch(() => undefined)
      go(withQuery(ORDER_PAGES.pay, { orderId: r.orderId }))
    } catch {
      void useGroupCart
        .getState()
        .refresh()
        .catch(() => undefined)
    }
  }

  const leave = async () => {
    const r = await showModal({
      title: word(isHost ? 'room.dissolveAsk' : 'room.leaveAsk'),
      content: word(isHost ? 'room.dissolveAskText' : 'room.leaveAskText'),
      confirmText: word(isHost ? 'room.dissolveOk' : 'room.leaveOk')
    })
    if (!r.confirm) return
    try {
      await spellApi.leaveSpell(tid)
    } catch {
      return
    }
    groupCartClient().stop()
    useGroupCart.getState().reset()
    replace(spellPage('home'))
  }

  const result = snapshot?.result
  const groupCount = (snapshot?.userList ?? []).reduce((n, m) => n + m.itemCount, 0)
  const bar: CartBarProps = {
    count: groupCount,
    total: result?.total ?? 0,
    deliveryText:
      result && groupCount > 0
        ? deliveryFeeText(result.deliveryFee, {}, currentLocale())
        : snapshot
          ? deliveryFeeText(snapshot.storeInfo.deliveryFee, { from: true }, currentLocale())
          : '',
    gapToMin: result?.gapToMin ?? 0,
    minOrder: result?.minOrder ?? snapshot?.storeInfo.minOrder ?? 0,
    canSubmit: (result?.canSubmit ?? false) && isHost && spellStatus === 'locked',
    // the broker's snapshot carries the offer line in Chinese to members of every language
    label: snapshot ? offerLineIn(snapshot.actInfo.label, currentLocale()) : null,
    busy: submitting,
    closed: snapshot ? !snapshot.storeInfo.isOpen : false,
    onOpen: menu.togglePopup,
    onSubmit: openCheckout
  }

  return {
    tid,
    loggedIn,
    state: loggedIn && (tid || code) ? state : 'error',
    snapshot,
    status,
    gone: storeTid === tid ? gone : null,
    retry,
    categories,
    counts,
    editable: menu.editable,
    isHost,
    spellStatus,
    countOf: menu.countOf,
    plus: menu.plus,
    minus: menu.minus,
    spec: menu.spec,
    closeSpec: menu.closeSpec,
    confirmSpec: menu.confirmSpec,
    bar,
    popup: menu.popup,
    toggleLock: () => void toggleLock(),
    removeMember: (m: SpellMember) => void removeMember(m),
    checkout,
    closeCheckout: () => setCheckout(false),
    openCheckout,
    address,
    chooseAddress,
    submit: () => void submit(),
    submitting,
    leave: () => void leave()
  }
}
