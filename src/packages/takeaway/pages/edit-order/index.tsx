import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AddressCard } from '@/components/address-card'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { back, go } from '@/services/nav'
import { changeAddress } from '@/queries/order'
import { refreshAddresses, useAddressList } from '@/queries/addresses'
import { useOrder } from '../order-del/use-order'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { showModal } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { useWords } from '../../words'

/** Change the delivery address of an unpaid or paid order (?id). */
export default function EditOrder() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const { list, state: addrState } = useAddressList()
  const change = useMutation((addressId: number) => changeAddress(id, addressId))
  const busy = change.busy
  const w = useWords()
  useReloadOnShow(() => void refreshAddresses())

  const editable = order?.status === 'unpaid' || order?.status === 'paid'
  const choose = async (addressId: number) => {
    if (busy || !editable) return
    const r = await showModal({ title: w('edit.ask'), content: w('edit.askText') })
    if (!r.confirm) return
    try {
      // the order's cache entry and every order list take the answer
      if ((await change.run(addressId)) === SKIPPED) return
      void Taro.showToast({ title: w('edit.done'), icon: 'success' })
      back()
    } catch {
      // toasted (ORDER_STATE, OUT_OF_RANGE...)
    }
  }

  return (
    <View className="edit-order">
      <NavBar title={w('edit.title')} />
      <StateView state={state} rows={2} errorText={w('orderLoadFailed')} onRetry={() => void reload()}>
        {order && (
          <>
            <View className="edit-order__title">{w('edit.current')}</View>
            {order.address && <AddressCard address={order.address} />}
            {!editable && (
              <View className="edit-order__note">
                {w('edit.locked', { status: order.statusText || w('edit.statusChanged') })}
              </View>
            )}
            {editable && (
              <>
                <View className="edit-order__title">{w('edit.to')}</View>
                <StateView state={addrState} rows={2} emptyText={w('edit.noOther')}>
                  {list.map((a) => (
                    <View key={a.id} className="edit-order__item">
                      <AddressCard address={a} onClick={() => void choose(a.id)} />
                    </View>
                  ))}
                </StateView>
                <View className="edit-order__add" onClick={() => go(ORDER_PAGES.addressEdit)}>
                  <Text>{w('addAddress')}</Text>
                </View>
              </>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
