import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { inputValue } from '@/components/account-flow/input-value'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { sendIdentity } from '@/queries/account'
import { back } from '@/services/nav'
import { ID_DOC_LABELS, ID_DOC_TYPES, identityProblem, type IdDocType } from '@lotus/contract/identity'
import { macauDateKey, nowSeconds } from '@/utils/time'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import '@/styles/account.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'

/** The identity document form: type, name, number (check digit verified), birth date and photos. */
export default function SubmitIdInfo() {
  const [docType, setDocType] = useState<IdDocType>('bir')
  const [name, setName] = useState('')
  const [number, setNumber] = useState('')
  const [birthDate, setBirthDate] = useState('')
  const [photos, setPhotos] = useState<string[]>([])
  const [tried, setTried] = useState(false)
  const send = useMutation(sendIdentity)
  const busy = send.busy

  const problem =
    name.trim() === ''
      ? '請填寫證件上的姓名'
      : (identityProblem({ docType, number, birthDate }, macauDateKey(nowSeconds())) ??
        (photos.length === 0 ? '請上傳證件照片' : null))

  const submit = async () => {
    setTried(true)
    if (problem || busy) return
    try {
      const sent = await send.run({ docType, name: name.trim(), number, birthDate, photos })
      if (sent !== SKIPPED) back(ACCOUNT_PAGES.authentication)
    } catch {
      // toasted
    }
  }

  return (
    <View className="acct">
      <NavBar title="遞交證件資料" />
      <View className="acct__section">
        <Text className="acct__title">證件類型</Text>
        <View className="acct__chips" role="radiogroup">
          {ID_DOC_TYPES.map((t) => (
            <View
              key={t}
              role="radio"
              aria-checked={t === docType}
              className={`acct__chip ${t === docType ? 'acct__chip--on' : ''}`}
              onClick={() => setDocType(t)}
            >
              {ID_DOC_LABELS[t]}
            </View>
          ))}
        </View>
      </View>
      <View className="acct__section">
        <View className="acct__field">
          <Text className="acct__label">姓名</Text>
          <Input
            className="acct__input"
            placeholder="與證件一致"
            value={name}
            onInput={(e) => setName(inputValue(e))}
          />
        </View>
        <View className="acct__field">
          <Text className="acct__label">證件號碼</Text>
          <Input
            className="acct__input"
            placeholder={
              docType === 'bir' ? '例如 1234567(8)' : docType === 'hkid' ? '例如 A123456(3)' : '證件號碼'
            }
            value={number}
            maxlength={24}
            onInput={(e) => setNumber(inputValue(e))}
          />
        </View>
        <View className="acct__field">
          <Text className="acct__label">出生日期</Text>
          <Input
            className="acct__input"
            placeholder="YYYY-MM-DD"
            value={birthDate}
            maxlength={10}
            onInput={(e) => setBirthDate(inputValue(e))}
          />
        </View>
      </View>
      <View className="acct__section">
        <Text className="acct__title">證件照片（正面、背面）</Text>
        <View style={{ padding: '0 14px 12px' }}>
          <PhotoPicker value={photos} onChange={setPhotos} max={2} />
        </View>
      </View>
      {tried && problem && <Text className="acct__error">{problem}</Text>}
      <View
        role="button"
        // not disabled: pressing it while something is missing says what (the inline error below the form)
        className={`acct__btn ${problem ? 'acct__btn--off' : ''}`}
        onClick={() => void submit()}
      >
        提交認證
      </View>
      <Text className="acct__text">資料以加密方式保存，頁面只顯示遮蔽後的姓名和號碼。</Text>
    </View>
  )
}
