import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import { inputValue } from '@/components/account-flow/input-value'
import { NavBar } from '@/components/nav-bar'
import { PhotoPicker } from '@/components/photo-picker'
import { sendIdentity } from '@/queries/account'
import { back } from '@/services/nav'
import { ID_DOC_TYPES, identityProblem, type IdDocType } from '@lotus/contract/identity'
import { currentLocale } from '@/i18n'
import { macauDateKey, nowSeconds } from '@/utils/time'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import '@/styles/account.scss'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { pagesUserWords } from '../../words'

/** The identity document form: type, name, number (check digit verified), birth date and photos. */
export default function SubmitIdInfo() {
  const w = pagesUserWords.useWords()
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
      ? w('idForm.nameMissing')
      : (identityProblem({ docType, number, birthDate }, macauDateKey(nowSeconds()), currentLocale()) ??
        (photos.length === 0 ? w('idForm.photoMissing') : null))

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
      <NavBar title={w('idForm.title')} />
      <View className="acct__section">
        <Text className="acct__title">{w('idType')}</Text>
        <View className="acct__chips" role="radiogroup">
          {ID_DOC_TYPES.map((t) => (
            <View
              key={t}
              role="radio"
              aria-checked={t === docType}
              className={`acct__chip ${t === docType ? 'acct__chip--on' : ''}`}
              onClick={() => setDocType(t)}
            >
              {w(`idDoc.${t}`)}
            </View>
          ))}
        </View>
      </View>
      <View className="acct__section">
        <View className="acct__field">
          <Text className="acct__label">{w('name')}</Text>
          <Input
            className="acct__input"
            placeholder={w('idForm.nameHint')}
            value={name}
            onInput={(e) => setName(inputValue(e))}
          />
        </View>
        <View className="acct__field">
          <Text className="acct__label">{w('idNumber')}</Text>
          <Input
            className="acct__input"
            placeholder={w(
              docType === 'bir' ? 'idForm.birHint' : docType === 'hkid' ? 'idForm.hkidHint' : 'idNumber'
            )}
            value={number}
            maxlength={24}
            onInput={(e) => setNumber(inputValue(e))}
          />
        </View>
        <View className="acct__field">
          <Text className="acct__label">{w('idForm.birthDate')}</Text>
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
        <Text className="acct__title">{w('idForm.photos')}</Text>
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
        {w('idForm.submit')}
      </View>
      <Text className="acct__text">{w('idForm.stored')}</Text>
    </View>
  )
}
