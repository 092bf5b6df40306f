import { useDidShow } from '@tarojs/taro'
import { useEffect, useRef } from 'react'

/**
 * Load on mount, and again each time the page comes back into view (after paying, editing an
 * address, returning from the gateway). The first didShow is the mount itself, so it is skipped.
 */
export function useReloadOnShow(load: () => void, deps: readonly unknown[] = []): void {
  const ref = useRef(load)
  ref.current = load
  const shown = useRef(false)
  useEffect(() => {
    ref.current()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- callers pass their own keys
  }, deps)
  useDidShow(() => {
    if (!shown.current) {
      shown.current = true
      return
    }
    ref.current()
  })
}
