import { useEffect, useState } from 'react'

/** `value` once it has stopped changing for `ms` (an empty value passes at once: clearing a search is instant). */
export function useDebouncedValue<T>(value: T, ms: number, immediate: (v: T) => boolean = (v) => !v): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (immediate(value)) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- immediate is a rule, not an input
  }, [value, ms])
  return settled
}
