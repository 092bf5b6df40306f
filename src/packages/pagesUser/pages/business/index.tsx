import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { inputValue } from '@/components/account-flow/input-value'
import { PhoneField } from '@/components/account-phone-field'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { StateView } from '@/components/state-view'
import { sendBusinessApplication, useBusinessInfo } from '@/queries/business'
import { loadStateOf } from '@/queries/cache'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import type { MerchantApplication } from '@/services/business'
import { replace, withQuery } from '@/services/nav'
import type { AreaCode } from '@/services/types'
import {
  BUSINESS_CATEGORIES,
  CONTACT_NAME_MAX,
  LICENCE_PHOTOS_MAX,
  MACAU_DISTRICTS,
  REGISTRATION_NO_PATTERN,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
  type BusinessCategory,
  type MacauDistrict
} from '@lotus/contract/business'
import { validatePhone } from '@lotus/contract/phone'
import { currentLocale } from '@/i18n'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'

type Key = Parameters<typeof pagesUserWords.word>[0]

/** A category or a district is stored as written (data): shown in the reader's words by its place in its list. */
function listWord(all: readonly string[], prefix: 'biz.cat' | 'biz.district', v: string): string {
  const i = all.indexOf(v)
  return i < 0 ? v : pagesUserWords.word(`${prefix}.${i}` as Key)
}
const categoryWord = (v: string) => listWord(BUSINESS_CATEGORIES, 'biz.cat', v)
const districtWord = (v: string) => listWord(MACAU_DISTRICTS, 'biz.district', v)

function StatusCard({ a }: { a: MerchantApplication }) {
  const w = pagesUserWords.useWords()
  return (
    <View className="acct__section biz__status" role="group" aria-label={w('biz.statusLabel')}>
      <View className="acct__row">
        <Text>{a.shopName}</Text>
        <Text className={`biz__badge biz__badge--${a.status}`}>{w(`biz.status.${a.status}`)}</Text>
      </View>
      <Text className="acct__text">
        {w('biz.summary', {
          category: categoryWord(a.category),
          district: districtWord(a.district),
          contact: a.contactName,
          phone: `+${a.areaCode} ${a.phoneMasked}`
        })}
      </Text>
      {a.registrationNo !== '' && (
        <Text className="acct__text">{w('biz.regNoOf', { no: a.registrationNo })}</Text>
      )}
      <Text className="acct__text">{w('submittedAt', { time: formatDate(a.createdAt, 2) })}</Text>
      {a.status === 'reviewing' && <Text className="acct__text">{w('biz.reviewing')}</Text>}
      {a.status === 'approved' && <Text className="acct__text">{w('biz.approved')}</Text>}
      {a.status === 'rejected' && (
        <Text className="acct__error">{w('biz.rejected', { reason: a.rejectReason ?? '' })}</Text>
      )}
    </View>
  )
}

/**
 * Apply to become a merchant: shop, category, district of Macau, contact, business registration number and licence
 * photos; the status after (a rejection with the operator's reason).
 */
export default function Business() {
  const w = pagesUserWords.useWords()
  const info = useBusinessInfo()
  const [shopName, setShopName] = useState('')
  const [category, setCategory] = useState<BusinessCategory | ''>('')
  const [district, setDistrict] = useState<MacauDistrict | ''>('')
  const [address, setAddress] = useState('')
  const [contactName, setContactName] = useState('')
  const [areaCode, setAreaCode] = useState<AreaCode>('853')
  const [phone, setPhone] = useState('')
  const [registrationNo, setRegistrationNo] = useState('')
  const [licence, setLicence] = useState<string[]>([])
  const [tried, setTried] = useState(false)
  const send = useMutation(sendBusinessApplication)
  const busy = send.busy

  const name = shopName.trim()
  const phoneProblem = validatePhone(areaCode, phone, currentLocale())
  const problem =
    name.length < SHOP_NAME_MIN
      ? w('biz.nameMissing')
      : category === ''
        ? w('biz.categoryMissing')
        : district === ''
          ? w('biz.districtMissing')
          : address.trim().length < 2
            ? w('biz.addressMissing')
            : contactName.trim() === ''
              ? w('biz.contactMissing')
              : (phoneProblem ??
                (!REGISTRATION_NO_PATTERN.test(registrationNo.trim())
                  ? w('biz.regNoInvalid')
                  : licence.length === 0
                    ? w('biz.licenceMissing')
                    : null))

  const submit = async () => {
    setTried(true)
    if (problem || busy || category === '' || district === '' || licence.length === 0) return
    try {
      const a = await send.run({
        shopName: name,
        category,
        district,
        address: address.trim(),
        contactName: contactName.trim(),
        areaCode,
        phone: phone.trim(),
        registrationNo: registrationNo.trim(),
        licences: licence
      })
      if (a !== SKIPPED) replace(withQuery(ACCOUNT_PAGES.uploadedSuccess, { kind: 'business', id: a.id }))
    } catch {
      // toasted by the request layer
    }
  }

  const chips = <T extends string>(
    label: string,
    all: readonly T[],
    word: (v: string) => string,
    value: T | '',
    set: (v: T) => void
  ) => (
    <View className="acct__chips" role="radiogroup" aria-label={label}>
      {all.map((v) => (
        <View
          key={v}
          role="radio"
          aria-checked={v === value}
          className={`acct__chip biz__chip ${v === value ? 'acct__chip--on' : ''}`}
          onClick={() => set(v)}
        >
          {word(v)}
        </View>
      ))}
    </View>
  )

  return (
    <View className="acct">
      <NavBar title={w('biz.title')} />
      <View className="acct__hero">
        <Text className="acct__hero-title">{w('biz.heroTitle')}</Text>
        <Text className="acct__hero-sub">{w('biz.heroSub')}</Text>
      </View>
      <StateView
        state={loadStateOf(info)}
        rows={3}
        errorText={w('biz.failed')}
        onRetry={() => void info.refetch()}
      >
        {info.data?.application && <StatusCard a={info.data.application} />}
        {info.data?.canApply && (
          <>
            <View className="acct__section">
              <Text className="acct__title">{w(info.data.application ? 'biz.reapply' : 'biz.shop')}</Text>
              <View className="acct__field">
                <Text className="acct__label">{w('biz.shopName')}</Text>
                <Input
                  className="acct__input"
                  aria-label={w('biz.shopName')}
                  placeholder={w('biz.shopNameHint')}
                  maxlength={SHOP_NAME_MAX}
                  value={shopName}
                  onInput={(e) => setShopName(inputValue(e))}
                />
              </View>
              <View className="acct__field">
                <Text className="acct__label">{w('biz.shopAddress')}</Text>
                <Input
                  className="acct__input"
                  aria-label={w('biz.shopAddress')}
                  placeholder={w('biz.shopAddressHint')}
                  maxlength={SHOP_ADDRESS_MAX}
                  value={address}
                  onInput={(e) => setAddress(inputValue(e))}
                />
              </View>
            </View>
            <View className="acct__section">
              <Text className="acct__title">{w('biz.category')}</Text>
              {chips(w('biz.category'), BUSINESS_CATEGORIES, categoryWord, category, setCategory)}
            </View>
            <View className="acct__section">
              <Text className="acct__title">{w('biz.district')}</Text>
              {chips(w('biz.district'), MACAU_DISTRICTS, districtWord, district, setDistrict)}
            </View>
            <View className="acct__section">
              <Text className="acct__title">{w('biz.contactDetails')}</Text>
              <View className="acct__field">
                <Text className="acct__label">{w('biz.contact')}</Text>
                <Input
                  className="acct__input"
                  aria-label={w('biz.contact')}
                  placeholder={w('biz.contactHint')}
                  maxlength={CONTACT_NAME_MAX}
                  value={contactName}
                  onInput={(e) => setContactName(inputValue(e))}
                />
              </View>
              <View className="biz__phone">
                <PhoneField
                  areaCode={areaCode}
                  phone={phone}
                  onAreaCode={setAreaCode}
                  onPhone={setPhone}
                  error={tried && problem !== null && problem === phoneProblem ? phoneProblem : null}
                />
              </View>
            </View>
            <View className="acct__section">
              <Text className="acct__title">{w('biz.licence')}</Text>
              <View className="acct__field">
                <Text className="acct__label">{w('biz.regNo')}</Text>
                <Input
                  className="acct__input"
                  aria-label={w('biz.regNo')}
                  placeholder={w('biz.regNoHint')}
                  maxlength={30}
                  value={registrationNo}
                  onInput={(e) => setRegistrationNo(inputValue(e))}
                />
              </View>
              <Text className="acct__text">{w('biz.photos', { n: LICENCE_PHOTOS_MAX })}</Text>
              <View className="biz__photo">
                <PhotoPicker value={licence} onChange={setLicence} max={LICENCE_PHOTOS_MAX} />
              </View>
            </View>
            {/* the phone's own message shows at the phone field */}
            {tried && problem && problem !== phoneProblem && (
              <View className="acct__error" role="alert">
                {problem}
              </View>
            )}
            <View
              role="button"
              aria-disabled={problem !== null || busy}
              className={`acct__btn ${problem || busy ? 'acct__btn--off' : ''}`}
              onClick={() => void submit()}
            >
              {w('biz.submit')}
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
