import Taro, { useRouter } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { PhoneField } from '@/components/account-phone-field'
import { NavBar } from '@/components/nav-bar'
import { invalidate } from '@/queries/cache'
import { confirmNewPhone, sendNewPhoneCode } from '@/services/account'
import { ACCOUNT_PAGES } from '@/services/account-pages'
import { replace } from '@/services/nav'
import type { AreaCode } from '@/services/types'
import { useSession } from '@/stores/session'
import { validatePhone } from '@lotus/contract/phone'
import { currentLocale } from '@/i18n'
import { SmsStep } from '../../components/sms-step'
import '@/styles/account.scss'
import { pagesUserWords } from '../../words'

/** Change phone, step 2: the new phone (free, not on another account) and its code. */
export default function NewChangePhone() {
  const w = pagesUserWords.useWords()
  const ticket = (useRouter().params as Record<string, string | undefined>).ticket ?? ''
  const [areaCode, setAreaCode] = useState<AreaCode>('853')
  const [phone, setPhone] = useState('')
  const err = phone === '' ? null : validatePhone(areaCode, phone, currentLocale())

  const done = async (code: string) => {
    try {
      await confirmNewPhone(ticket, areaCode, phone, code)
      await useSession.getState().reloadUser()
      void invalidate(['security'])
      void Taro.showToast({ title: w('phone.changed'), icon: 'success' })
      replace(ACCOUNT_PAGES.safety)
    } catch {
      // toasted
    }
  }

  return (
    <View className="acct">
      <NavBar title={w('phone.bindNew')} />
      <View className="acct__section">
        <PhoneField
          areaCode={areaCode}
          phone={phone}
          onAreaCode={setAreaCode}
          onPhone={setPhone}
          error={err}
        />
      </View>
      <SmsStep
        tip={w('phone.newHint')}
        canSend={phone !== '' && err === null}
        send={(proof) => sendNewPhoneCode(ticket, areaCode, phone, proof)}
        onNext={(c) => void done(c)}
        nextText={w('phone.confirmChange')}
      />
    </View>
  )
}
