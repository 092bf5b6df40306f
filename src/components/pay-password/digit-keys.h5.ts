import { useEffect, useRef } from 'react'

/**
 * A hardware keyboard types into the on-screen keypad on h5 (digits, Backspace), so the password can be
 * entered without a pointer. Keys typed into a text field elsewhere are left alone.
 */
export function useDigitKeys(enabled: boolean, press: (key: string) => void): void {
  const cb = useRef(press)
  cb.current = press
  useEffect(() => {
    if (!enabled || typeof document === 'undefined') return
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null
      if (t && /^(INPUT|TEXTAREA)$/.test(t.tagName)) return
      if (/^[0-9]$/.test(e.key)) {
        e.preventDefault()
        cb.current(e.key)
      } else if (e.key === 'Backspace') {
        e.preventDefault()
        cb.current('del')
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [enabled])
}
