import { useCallback, useEffect, useRef, useState } from 'react'
import { hookWords } from './words'

/** Seconds a user waits before another SMS code may be requested (the server refuses sooner sends). */
export const SMS_RESEND_SECONDS = 60

export interface SmsCountdown {
  /** seconds left; 0 when a code may be sent */
  remaining: number
  counting: boolean
  /** start (or restart) the wait, normally right after a code was sent */
  start: () => void
  /** label for the send button: 獲取驗證碼 before any send, 重新發送 after, 59s while waiting */
  label: string
}

export function useSmsCountdown(seconds: number = SMS_RESEND_SECONDS, startNow = false): SmsCountdown {
  const [remaining, setRemaining] = useState(startNow ? seconds : 0)
  const [sent, setSent] = useState(startNow)
  const w = hookWords.useWords()
  // the end time, not a tick count: a backgrounded page loses interval ticks but not wall time
  const endsAt = useRef(startNow ? Date.now() + seconds * 1000 : 0)

  const active = remaining > 0
  useEffect(() => {
    if (!active) return
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt.current - Date.now()) / 1000))
      setRemaining(left)
    }, 1000)
    return () => clearInterval(id)
  }, [active])

  const start = useCallback(() => {
    endsAt.current = Date.now() + seconds * 1000
    setSent(true)
    setRemaining(seconds)
  }, [seconds])

  const counting = active
  const label = counting ? `${remaining}s` : w(sent ? 'resend' : 'getCode')
  return { remaining, counting, start, label }
}
