import Taro from '@tarojs/taro'
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import type { RefundView } from '@lotus/contract/order'
import { DISPUTE_REASON_MAX } from '@lotus/contract/refund-dispute'
import { SKIPPED } from '@/queries/mutation'
import { useDisputeRefund } from '@/queries/order'
import './index.scss'
import { refundLinesWords } from '@/components/refund-lines/words'

const REASON_MIN = 2

/**
 * 申請平台介入 under a refund the shop rejected (issue 38 point 5): once, with a short reason; the platform's
 * decision then shows in the timeline above (平台同意退款 / 平台維持商家決定) and in the inbox. Shown only while
 * the server says the refund may still be disputed.
 */
export function RefundDispute({ orderId, refund }: { orderId: number; refund: RefundView }) {
  const w = refundLinesWords.useWords()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const sending = useDisputeRefund(orderId)
  if (!refund.canDispute || refund.id === undefined) return null
  const refundId = refund.id

  const send = async () => {
    const text = reason.trim()
    if (text.length < REASON_MIN) return setError(w('disputeReason'))
    try {
      const sent = await sending.run({ refundId, reason: text })
      if (sent === SKIPPED) return
      void Taro.showToast({ title: w('disputed'), icon: 'success' })
    } catch {
      // toasted by the request layer
    }
  }

  return (
    <View className="refund-dispute">
      <Text className="refund-dispute__lead">{w('disputeLead')}</Text>
      {!open ? (
        <View role="button" className="refund-dispute__open" onClick={() => setOpen(true)}>
          {w('dispute')}
        </View>
      ) : (
        <>
          <Textarea
            className="refund-dispute__text"
            value={reason}
            maxlength={DISPUTE_REASON_MAX}
            placeholder={w('disputeHint')}
            aria-label={w('disputeLabel')}
            onInput={(e) => {
              setReason(String(e.detail?.value ?? '').slice(0, DISPUTE_REASON_MAX))
              setError('')
            }}
          />
          <Text className="refund-dispute__count">
            {reason.length}/{DISPUTE_REASON_MAX}
          </Text>
          {error && (
            <View className="refund-dispute__error" role="alert">
              {error}
            </View>
          )}
          <View
            role="button"
            className={`refund-dispute__submit ${sending.busy ? 'refund-dispute__submit--off' : ''}`}
            aria-disabled={sending.busy}
            onClick={() => void send()}
          >
            {w('disputeSubmit')}
          </View>
        </>
      )}
    </View>
  )
}
