import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { AddressCard } from '@/components/address-card'
import { NavBar } from '@/components/nav-bar'
import { StateView } from '@/components/state-view'
import { useOrder } from '@/hooks/use-order-page'
import { usePageParams } from '@/hooks/use-page-params'
import { invalidate } from '@/queries/cache'
import { marketKeys, useMarketSlots } from '@/queries/market'
import { changeAddress, orderKeys } from '@/queries/order'
import { changeMarketSlot } from '@/services/market'
import { back } from '@/services/nav'
import { refreshAddresses, useAddressList } from '@/queries/addresses'
import { canChangeDelivery } from '@lotus/contract/order'
import { slotDates } from '@lotus/contract/slots'
import { SlotPicker } from '../../components/sm-order/slot-picker'
import '../../components/sm-order/index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { marketWords } from '../../words'

/**
 * 修改配送資料 (?id): another saved address or another slot for a supermarket delivery order, until the
 * rider leaves; the server refuses later changes (and full slots) and the page says so.
 */
export default function UpdateOrder() {
  const w = marketWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  const { order: o, state, reload } = useOrder(id, { poll: false })
  const addresses = useAddressList().list
  const dates = useRef(slotDates(Date.now())).current
  const [date, setDate] = useState('')
  const [slot, setSlot] = useState('')
  const [addressId, setAddressId] = useState(0)
  // the address and the slot are two writes: one busy for both
  const change = useMutation(
    async (c: { id: number; addressId: number | null; slot: { date: string; slot: string } | null }) => {
      if (c.addressId) await changeAddress(c.id, c.addressId)
      if (c.slot) await changeMarketSlot({ id: c.id, ...c.slot })
      return c
    }
  )
  const busy = change.busy
  const slots = useMarketSlots(o?.merchantId ?? 0, date || o?.slot?.date || dates[0] || '')

  useEffect(() => {
    void refreshAddresses()
  }, [])

  const shownDate = date || o?.slot?.date || dates[0] || ''
  const changeable = o ? canChangeDelivery(o) : false

  const save = async () => {
    if (!o || busy) return
    const newSlot = slot && (slot !== o.slot?.slot || shownDate !== o.slot?.date)
    if (!addressId && !newSlot) return void Taro.showToast({ title: w('pickNewAddressOrSlot'), icon: 'none' })
    try {
      const changed = await change.run({
        id: o.id,
        addressId,
        slot: newSlot ? { date: shownDate, slot } : null
      })
      if (changed === SKIPPED) return
      if (newSlot) {
        void invalidate(marketKeys.slots(o.merchantId, shownDate))
        void invalidate(orderKeys.detail(o.id))
      }
      void Taro.showToast({ title: w('changed'), icon: 'success' })
      back()
    } catch {
      // toasted by the request layer (ORDER_STATE after dispatch, SLOT_FULL, OUT_OF_RANGE…)
      void reload()
      void slots.refetch()
    }
  }

  return (
    <View className="sm-order">
      <NavBar title={w('changeDeliveryInfo')} />
      <StateView state={state} rows={3} errorText={w('orderFailed')} onRetry={() => void reload()}>
        {o &&
          (!changeable ? (
            <StateView state="empty" emptyText={w('notChangeable')} />
          ) : (
            <>
              <View className="sm-order__card">
                <View className="sm-order__title">{w('deliveryAddress')}</View>
                <AddressCard address={o.address} />
                <View className="sm-order__chips" role="radiogroup" aria-label={w('deliverInstead')}>
                  {addresses.map((a) => (
                    <View
                      key={a.id}
                      role="radio"
                      aria-checked={a.id === addressId}
                      className={`sm-order__chip ${a.id === addressId ? 'sm-order__chip--on' : ''}`}
                      onClick={() => setAddressId(a.id === addressId ? 0 : a.id)}
                    >
                      <Text>{a.name}</Text>
                      <Text className="sm-order__muted">
                        {a.address} {a.detail}
                      </Text>
                    </View>
                  ))}
                </View>
              </View>
              <View className="sm-order__card">
                <View className="sm-order__title">
                  <Text>{w('deliverySlot')}</Text>
                  {o.slot && (
                    <Text className="sm-order__muted">
                      {w('currentSlot', { date: o.slot.date, slot: o.slot.slot })}
                    </Text>
                  )}
                </View>
                <SlotPicker
                  dates={dates}
                  date={shownDate}
                  onDate={(d) => {
                    setDate(d)
                    setSlot('')
                  }}
                  slots={slots}
                  slot={slot}
                  onSlot={setSlot}
                />
              </View>
              <View className="sm-order__bar">
                <View />
                <View
                  role="button"
                  className={`sm-order__submit ${busy ? 'sm-order__submit--off' : ''}`}
                  aria-disabled={busy}
                  onClick={() => void save()}
                >
                  {w('saveChanges')}
                </View>
              </View>
            </>
          ))}
      </StateView>
    </View>
  )
}
