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

/** Change the delivery address of an unpaid or paid order (?id). */
export default function EditOrder() {
  const id = Number(usePageParams().id ?? 0)
  const { order, state, reload } = useOrder(id, { poll: false })
  const { list, state: addrState } = useAddressList()
  const change = useMutation((addressId: number) => changeAddress(id, addressId))
  const busy = change.busy
  useReloadOnShow(() => void refreshAddresses())

  const editable = order?.status === 'unpaid' || order?.status === 'paid'
  const choose = async (addressId: number) => {
    if (busy || !editable) return
    const r = await showModal({ title: '修改地址', content: '確定將配送地址改為這個地址嗎？' })
    if (!r.confirm) return
    try {
      // the order's cache entry and every order list take the answer
      if ((await change.run(addressId)) === SKIPPED) return
      void Taro.showToast({ title: '地址已修改', icon: 'success' })
      back()
    } catch {
      // toasted (ORDER_STATE, OUT_OF_RANGE...)
    }
  }

  return (
    <View className="edit-order">
      <NavBar title="修改配送地址" />
      <StateView state={state} rows={2} errorText="訂單載入失敗" onRetry={() => void reload()}>
        {order && (
          <>
            <View className="edit-order__title">當前地址</View>
            {order.address && <AddressCard address={order.address} />}
            {!editable && (
              <View className="edit-order__note">訂單{order.statusText || '狀態已變更'}，不能再修改地址</View>
            )}
            {editable && (
              <>
                <View className="edit-order__title">改為</View>
                <StateView state={addrState} rows={2} emptyText="還沒有其他收貨地址">
                  {list.map((a) => (
                    <View key={a.id} className="edit-order__item">
                      <AddressCard address={a} onClick={() => void choose(a.id)} />
                    </View>
                  ))}
                </StateView>
                <View className="edit-order__add" onClick={() => go(ORDER_PAGES.addressEdit)}>
                  <Text>+ 新增收貨地址</Text>
                </View>
              </>
            )}
          </>
        )}
      </StateView>
    </View>
  )
}
