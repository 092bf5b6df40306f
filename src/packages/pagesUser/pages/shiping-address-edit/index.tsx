import Taro, { useDidShow } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { NavBar } from '@/components/nav-bar'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { removeAddress, useAddresses, useSaveAddress } from '@/queries/addresses'
import { SKIPPED } from '@/queries/mutation'
import { back, go } from '@/services/nav'
import { useAddress } from '@/stores/address'
import {
  ADDRESS_TAGS,
  type AddressForm,
  addressInput,
  emptyAddressForm,
  formFromAddress,
  GENDERS,
  validateAddressForm
} from '@/stores/address-reducer'
import { AREA_CODES } from '@lotus/contract/phone'
import './index.scss'
import { usePageParams } from '@/hooks/use-page-params'
import { Icon } from '@/components/icon'
import { chevronRight as iconChevronRight } from '@/components/icon/paths/chevron-right'
import { showModal } from '@/services/dialogs'
import { pagesUserWords } from '../../words'
import { ADDRESS_TAGS as ALL_TAGS, type AddressTag } from '@lotus/contract/address'

const value = (e: { detail?: { value?: unknown } }) => String(e.detail?.value ?? '')

/**
 * The tags are stored as written (data): each shown in the reader's words by its place among all the tags; the
 * last of them, "other", is what an address carries when none is chosen.
 */
const OTHER_TAG = ALL_TAGS[3]
type TagKey = Extract<Parameters<typeof pagesUserWords.word>[0], `address.tag.${number}`>
const tagKey = (t: AddressTag) => `address.tag.${ALL_TAGS.indexOf(t)}` as TagKey

/** Create or edit a delivery address (?id= edits). The location comes from the map page. */
export default function AddressEdit() {
  const w = pagesUserWords.useWords()
  const id = Number(usePageParams().id ?? 0)
  // editing: the cached list has the address (asked for when the page was opened directly)
  const list = useAddresses({ enabled: id > 0 }).data ?? []
  const [form, setForm] = useState<AddressForm>(emptyAddressForm)
  const [error, setError] = useState('')
  const save = useSaveAddress()
  const saving = save.busy
  const set = (patch: Partial<AddressForm>) => {
    setForm((f) => ({ ...f, ...patch }))
    setError('')
  }

  const found = id ? list.find((a) => a.id === id) : undefined
  useEffect(() => {
    if (found) setForm(formFromAddress(found))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fill once, when the address is known
  }, [found?.id])

  // back from the map: take the picked point
  const takePoint = () => {
    const p = useAddress.getState().point
    if (!p) return
    useAddress.getState().setPoint(null)
    set({ address: p.name || p.address, lat: p.lat, lng: p.lng })
  }
  useDidShow(takePoint)
  useEffect(takePoint, [])

  const submit = async () => {
    const msg = validateAddressForm(form)
    if (msg) {
      // said once, inline beside the form (issue 8 §12: never inline and a toast)
      return setError(msg)
    }
    if (saving) return
    try {
      if ((await save.run(addressInput(form))) === SKIPPED) return
      void Taro.showToast({ title: w('saved'), icon: 'success' })
      back()
    } catch {
      // request layer toasted the server's message
    }
  }

  const del = async () => {
    const r = await showModal({
      title: w('address.delete'),
      content: w('address.deleteAsk'),
      confirmText: w('delete')
    })
    if (!r.confirm) return
    try {
      // through the store: a checkout that had picked this address forgets it
      await removeAddress(id)
      useAddress.getState().dropped(id)
      back()
    } catch {
      // toasted
    }
  }

  return (
    <View className="address-edit">
      <NavBar title={w(id ? 'address.edit' : 'address.add')} />
      <View className="address-edit__group">
        <View className="address-edit__row">
          <Text className="address-edit__label">{w('address.contact')}</Text>
          <Input
            className="address-edit__input"
            data-testid="name"
            value={form.name}
            maxlength={20}
            placeholder={w('address.contactHint')}
            onInput={(e) => set({ name: value(e) })}
          />
        </View>
        <View className="address-edit__row address-edit__row--sub">
          <Text className="address-edit__label" />
          {GENDERS.map((g) => (
            <View
              key={g.value}
              role="radio"
              aria-checked={form.gender === g.value}
              className={`address-edit__chip ${form.gender === g.value ? 'address-edit__chip--on' : ''}`}
              onClick={() => set({ gender: g.value })}
            >
              {w(`address.gender.${g.value}`)}
            </View>
          ))}
        </View>
        <View className="address-edit__row">
          <Text className="address-edit__label">{w('address.phone')}</Text>
          <View className="address-edit__codes">
            {AREA_CODES.map((c) => (
              <View
                key={c}
                role="radio"
                aria-checked={form.areaCode === c}
                className={`address-edit__code ${form.areaCode === c ? 'address-edit__code--on' : ''}`}
                onClick={() => set({ areaCode: c })}
              >
                +{c}
              </View>
            ))}
          </View>
          <Input
            className="address-edit__input"
            data-testid="phone"
            type="number"
            value={form.phone}
            maxlength={11}
            placeholder={w('address.phoneHint')}
            onInput={(e) => set({ phone: value(e) })}
          />
        </View>
        <View className="address-edit__row" onClick={() => go(ORDER_PAGES.addMap)}>
          <Text className="address-edit__label">{w('address.address')}</Text>
          <Text className={`address-edit__pick ${form.address ? '' : 'address-edit__pick--empty'}`}>
            {form.address || w('address.pick')}
          </Text>
          <Icon className="address-edit__arrow" d={iconChevronRight} />
        </View>
        <View className="address-edit__row">
          <Text className="address-edit__label">{w('address.detail')}</Text>
          <Input
            className="address-edit__input"
            data-testid="detail"
            value={form.detail}
            maxlength={50}
            placeholder={w('address.detailHint')}
            onInput={(e) => set({ detail: value(e) })}
          />
        </View>
        <View className="address-edit__row address-edit__row--wrap">
          <Text className="address-edit__label">{w('address.tag')}</Text>
          {ADDRESS_TAGS.map((t) => (
            <View
              key={t}
              role="radio"
              aria-checked={form.tag === t}
              className={`address-edit__chip ${form.tag === t ? 'address-edit__chip--on' : ''}`}
              onClick={() => set({ tag: form.tag === t ? OTHER_TAG : t })}
            >
              {w(tagKey(t))}
            </View>
          ))}
        </View>
      </View>
      <View className="address-edit__group">
        {/* the whole row is the switch, named by its text */}
        <View
          className="address-edit__row"
          role="switch"
          aria-checked={form.isDefault}
          onClick={() => set({ isDefault: !form.isDefault })}
        >
          <Text className="address-edit__label address-edit__label--wide">{w('address.default')}</Text>
          <View
            aria-hidden="true"
            className={`address-edit__switch ${form.isDefault ? 'address-edit__switch--on' : ''}`}
          />
        </View>
      </View>
      {error && (
        <View className="address-edit__error" role="alert">
          {error}
        </View>
      )}
      <View
        className={`address-edit__save ${saving ? 'address-edit__save--busy' : ''}`}
        onClick={() => void submit()}
      >
        {w('address.save')}
      </View>
      {id > 0 && (
        <View className="address-edit__delete" onClick={() => void del()}>
          {w('address.delete')}
        </View>
      )}
    </View>
  )
}
