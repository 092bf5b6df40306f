import { Text, View } from '@tarojs/components'
import { AddressCard } from '@/components/address-card'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { useReloadOnShow } from '@/components/order-actions/use-reload-on-show'
import { StateView } from '@/components/state-view'
import { removeAddress, useAddresses } from '@/queries/addresses'
import { loadStateOf } from '@/queries/cache'
import { back, go, withQuery } from '@/services/nav'
import { useAddress } from '@/stores/address'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { showModal } from '@/services/dialogs'
import { pagesUserWords } from '../../words'

/** My delivery addresses. ?select=1: tapping one returns it to the page that asked (checkout, edit-order). */
export default function ShippingAddress() {
  const w = pagesUserWords.useWords()
  const params = usePageParams()
  const selecting = params.select === '1'
  const selectedId = Number(params.selected ?? 0)
  const q = useAddresses()
  const list = q.data ?? []
  const pick = useAddress((s) => s.pick)
  const dropped = useAddress((s) => s.dropped)
  const { refetch } = q
  // back from the edit page: the save already refreshed the list; another device may have too
  useReloadOnShow(() => void (q.data && refetch()))

  const del = async (id: number) => {
    const r = await showModal({
      title: w('address.delete'),
      content: w('address.deleteAsk'),
      confirmText: w('delete')
    })
    if (!r.confirm) return
    // through the store: a checkout that had picked this address forgets it
    await removeAddress(id).then(
      () => dropped(id),
      () => undefined
    )
  }

  return (
    <View className="address-page">
      <NavBar title={w(selecting ? 'address.choose' : 'address.title')} />
      <StateView
        state={loadStateOf(q, (l) => l.length === 0)}
        rows={3}
        emptyText={w('address.none')}
        errorText={w('address.failed')}
        onRetry={() => void refetch()}
      >
        <View className="address-page__list">
          {list.map((a) => (
            <View key={a.id} className="address-page__item">
              <AddressCard
                address={a}
                selected={selecting && a.id === selectedId}
                onClick={() => {
                  if (!selecting) return go(withQuery(ORDER_PAGES.addressEdit, { id: a.id }))
                  pick(a.id)
                  back()
                }}
                right={
                  <Text
                    className="address-page__edit"
                    onClick={(e) => {
                      e.stopPropagation()
                      go(withQuery(ORDER_PAGES.addressEdit, { id: a.id }))
                    }}
                  >
                    {w('edit')}
                  </Text>
                }
              />
              {!selecting && (
                <View className="address-page__ops">
                  <Text className="address-page__op" onClick={() => void del(a.id)}>
                    {w('delete')}
                  </Text>
                </View>
              )}
            </View>
          ))}
        </View>
      </StateView>
      <View className="address-page__bar">
        <View className="address-page__add" onClick={() => go(ORDER_PAGES.addressEdit)}>
          {w('address.add')}
        </View>
      </View>
    </View>
  )
}
