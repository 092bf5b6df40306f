import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { WARN_DELAY_MS } from '@/stores/cart'

/**
 * Spec §5: a cart's warnMsg is shown as a toast after 200 ms (the takeaway cart store does the same in
 * stores/cart.ts). For carts whose calc result lives elsewhere (the spell's shared cart): each new
 * message is toasted once, 200 ms after it appears; one that is replaced sooner is never shown.
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
