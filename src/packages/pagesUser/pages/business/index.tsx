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
  APPLICATION_STATUS_TEXT,
  BUSINESS_CATEGORIES,
  CONTACT_NAME_MAX,
  MACAU_DISTRICTS,
  SHOP_ADDRESS_MAX,
  SHOP_NAME_MAX,
  SHOP_NAME_MIN,
  type BusinessCategory,
  type MacauDistrict
} from '@lotus/contract/business'
import { validatePhone } from '@lotus/contract/phone'
import { formatDate } from '@/utils/time'
import '@/styles/account.scss'
import './index.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

function StatusCard({ a }: { a: MerchantApplication }) {
  return (
    <View className="acct__section biz__status" role="group" aria-label="申請狀態">
      <View className="acct__row">
        <Text>{a.shopName}</Text>
        <Text className={`biz__badge biz__badge--${a.status}`}>{APPLICATION_STATUS_TEXT[a.status]}</Text>
      </View>
      <Text className="acct__text">
        {a.category} · {a.district} · 聯絡人 {a.contactName}（+{a.areaCode} {a.phoneMasked}）
      </Text>
      <Text className="acct__text">提交時間 {formatDate(a.createdAt, 2)}</Text>
      {a.status === 'reviewing' && (
        <Text className="acct__text">我們會在 3 個工作天內審核，結果會在此顯示。</Text>
      )}
      {a.status === 'approved' && (
        <Text className="acct__text">恭喜！入駐專員會盡快聯絡你開通商家帳戶。</Text>
      )}
      {a.status === 'rejected' && <Text className="acct__error">未通過原因：{a.rejectReason}</Text>}
    </View>
  )
}

/** Apply to become a merchant: shop, category, district of Macau, contact and licence photo; the status after. */
export default function Business() {
  const info = useBusinessInfo()
  const [shopName, setShopName] = useState('')
  const [category, setCategory] = useState<BusinessCategory | ''>('')
  const [district, setDistrict] = useState<MacauDistrict | ''>('')
  const [address, setAddress] = useState('')
  const [contactName, setContactName] = useState('')
  const [areaCode, setAreaCode] = useState<AreaCode>('853')
  const [phone, setPhone] = useState('')
  const [licence, setLicence] = useState<string[]>([])
  const [tried, setTried] = useState(false)
  const send = useMutation(sendBusinessApplication)
  const busy = send.busy

  const name = shopName.trim()
  const phoneProblem = validatePhone(areaCode, phone)
  const problem =
    name.length < SHOP_NAME_MIN
      ? '請填寫店舖名稱'
      : category === ''
        ? '請選擇經營類別'
        : district === ''
          ? '請選擇所在地區'
          : address.trim().length < 2
            ? '請填寫店舖地址'
            : contactName.trim() === ''
              ? '請填寫聯絡人'
              : (phoneProblem ?? (licence.length === 0 ? '請上傳營業執照' : null))

  const submit = async () => {
    setTried(true)
    if (problem || busy || category === '' || district === '' || !licence[0]) return
    try {
      const a = await send.run({
        shopName: name,
        category,
        district,
        address: address.trim(),
        contactName: contactName.trim(),
        areaCode,
        phone: phone.trim(),
        licence: licence[0]
      })
      if (a !== SKIPPED) replace(withQuery(ACCOUNT_PAGES.uploadedSuccess, { kind: 'business', id: a.id }))
    } catch {
      // toasted by the request layer
    }
  }

  const chips = <T extends string>(label: string, all: readonly T[], value: T | '', set: (v: T) => void) => (
    <View className="acct__chips" role="radiogroup" aria-label={label}>
      {all.map((v) => (
        <View
          key={v}
          role="radio"
          aria-checked={v === value}
          className={`acct__chip biz__chip ${v === value ? 'acct__chip--on' : ''}`}
          onClick={() => set(v)}
        >
          {v}
        </View>
      ))}
    </View>
  )

  return (
    <View className="acct">
      <NavBar title="商家入駐" />
      <View className="acct__hero">
        <Text className="acct__hero-title">成為 Lotus 商家</Text>
        <Text className="acct__hero-sub">外賣、超市、團購、百貨，一站接觸澳門顧客</Text>
      </View>
      <StateView
        state={loadStateOf(info)}
        rows={3}
        errorText="申請資料載入失敗"
        onRetry={() => void info.refetch()}
      >
        {info.data?.application && <StatusCard a={info.data.application} />}
        {info.data?.canApply && (
          <>
            <View className="acct__section">
              <Text className="acct__title">{info.data.application ? '重新申請' : '店舖資料'}</Text>
              <View className="acct__field">
                <Text className="acct__label">店舖名稱</Text>
                <Input
                  className="acct__input"
                  aria-label="店舖名稱"
                  placeholder="例如：龍華茶樓"
                  maxlength={SHOP_NAME_MAX}
                  value={shopName}
                  onInput={(e) => setShopName(inputValue(e))}
                />
              </View>
              <View className="acct__field">
                <Text className="acct__label">店舖地址</Text>
                <Input
                  className="acct__input"
                  aria-label="店舖地址"
                  placeholder="街道、門牌"
                  maxlength={SHOP_ADDRESS_MAX}
                  value={address}
                  onInput={(e) => setAddress(inputValue(e))}
                />
              </View>
            </View>
            <View className="acct__section">
              <Text className="acct__title">經營類別</Text>
              {chips('經營類別', BUSINESS_CATEGORIES, category, setCategory)}
            </View>
            <View className="acct__section">
              <Text className="acct__title">所在地區</Text>
              {chips('所在地區', MACAU_DISTRICTS, district, setDistrict)}
            </View>
            <View className="acct__section">
              <Text className="acct__title">聯絡資料</Text>
              <View className="acct__field">
                <Text className="acct__label">聯絡人</Text>
                <Input
                  className="acct__input"
                  aria-label="聯絡人"
                  placeholder="姓名"
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
              <Text className="acct__title">營業執照</Text>
              <View className="biz__photo">
                <PhotoPicker value={licence} onChange={setLicence} max={1} />
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
              提交申請
            </View>
          </>
        )}
      </StateView>
    </View>
  )
}
