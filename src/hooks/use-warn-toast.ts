import Taro from '@tarojs/taro'
import { useEffect } from 'react'

/** Spec §5: the cart's warnMsg is shown as a toast after 200 ms. */
export const WARN_DELAY_MS = 200

/** One answer's warnMsg, toasted WARN_DELAY_MS later (the stored cart toasts every answer: queries/cart.ts). */
export function toastWarnLater(message: string | null | undefined): void {
  if (message)
    setTimeout(() => void Taro.showToast({ title: message, icon: 'none', duration: 2000 }), WARN_DELAY_MS)
}

/**
 * For carts whose calc result lives elsewhere (the spell's shared cart): each new message is toasted once, 200 ms after it appears; one that is replaced sooner is never shown.
 */
export function useWarnToast(message: string | null | undefined): void {
  useEffect(() => {
    if (!message) return
    const t = setTimeout(
      () => void Taro.showToast({ title: message, icon: 'none', duration: 2000 }),
      WARN_DELAY_MS
    )
    return () => clearTimeout(t)
  }, [message])
}
