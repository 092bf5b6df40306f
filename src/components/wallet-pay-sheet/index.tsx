import { View } from '@tarojs/components'
import { useState } from 'react'
import { BottomSheet } from '@/components/bottom-sheet'
import { ORDER_PAGES } from '@/components/order-actions/pages'
import { PayPassword } from '@/components/pay-password'
import { go } from '@/services/nav'
import { isApiError } from '@/services/errors'
import { formatMop } from '@lotus/contract/money'
import { showModal } from '@/services/dialogs'
import { SKIPPED, useMutation } from '@/queries/mutation'
import { payWords } from '@/components/pay-password/words'

/**
 * Before opening the sheet: a wallet without a pay password is sent to set one (the modal the cashier shows).
 * Returns whether the sheet may open.
 */
export async function ensurePayPassword(hasPayPassword: boolean | undefined): Promise<boolean> {
  if (hasPayPassword !== false) return true
  const r = await showModal({
    title: payWords.word('noPassword'),
    content: payWords.word('noPasswordAsk'),
    confirmText: payWords.word('set')
  })
  if (r.confirm) go(ORDER_PAGES.setPassword)
  return false
}

export interface WalletPaySheetProps {
  open: boolean
  /** Avos shown above the cells. */
  amount: number
  onClose: () => void
  /** Called with the 6 digits; a rejection keeps the sheet open with the server's reason under the amount. */
  onPay: (password: string) => Promise<void>
}

/** The pay-password sheet of wallet (and shop-card) payments outside the cashier: tip, shop card. */
export function WalletPaySheet({ open, amount, onClose, onPay }: WalletPaySheetProps) {
  const w = payWords.useWords()
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const pay = useMutation(onPay)
  const busy = pay.busy

  const submit = async (pw: string) => {
    if (busy) return
    setError('')
    try {
      if ((await pay.run(pw)) === SKIPPED) return
      setPassword('')
    } catch (e) {
      setPassword('')
      setError(isApiError(e) ? e.message : w('failed'))
    }
  }

  return (
    <BottomSheet
      open={open}
      title={w('enter')}
      onClose={() => {
        setPassword('')
        setError('')
        onClose()
      }}
    >
      <View style={{ textAlign: 'center', fontSize: '24px', fontWeight: 600, padding: '8px 0' }}>
        {formatMop(amount)}
      </View>
      {error && (
        <View role="alert" style={{ textAlign: 'center', color: '#e33', fontSize: '13px' }}>
          {error}
        </View>
      )}
      <PayPassword
        value={password}
        onChange={setPassword}
        onComplete={(pw) => void submit(pw)}
        disabled={busy}
      />
    </BottomSheet>
  )
}
