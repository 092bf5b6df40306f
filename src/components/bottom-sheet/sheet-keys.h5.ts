import { useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keyboard and screen-reader behaviour of an open sheet on h5 (WCAG 2.1.2, 2.4.3): focus moves into the
 * panel when it opens and back to where it was when it closes; Tab and Shift+Tab cycle inside the panel;
 * Escape closes it; Enter or Space activates a focused `role="button"` that is not a native button.
 */
export function useSheetKeys(open: boolean, panelId: string, onClose: () => void): void {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    if (!open || typeof document === 'undefined') return
    const before = document.activeElement as HTMLElement | null
    const panel = () => document.getElementById(panelId)
    const focusables = () =>
      Array.from(panel()?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
        (el) => el.getAttribute('aria-disabled') !== 'true'
      )
    // the panel itself takes focus (a screen reader reads its name first), once it is in the document with its
    // id (Taro's web components get their attributes a tick after React commits: retried, up to ~1 s)
    let t: ReturnType<typeof setTimeout>
    let tries = 0
    const focusIn = () => {
      const p = panel()
      if (p && !p.contains(document.activeElement)) p.focus()
      if ((!p || !p.contains(document.activeElement)) && ++tries < 60) t = setTimeout(focusIn, 16)
    }
    t = setTimeout(focusIn, 0)
    const onKey = (e: KeyboardEvent) => {
      const p = panel()
      if (!p) return
      if (e.key === 'Escape') {
        e.preventDefault()
        close.current()
        return
      }
      if (e.key === 'Tab') {
        const all = focusables()
        if (all.length === 0) {
          e.preventDefault()
          p.focus()
          return
        }
        const i = all.indexOf(document.activeElement as HTMLElement)
        const next = e.shiftKey
          ? i <= 0
            ? all.length - 1
            : i - 1
          : i === -1 || i === all.length - 1
            ? 0
            : i + 1
        e.preventDefault()
        all[next]!.focus()
        return
      }
      const target = e.target as HTMLElement | null
      // (the app-wide handler, src/utils/keyboard-controls.ts, may have pressed it already)
      if (
        !e.defaultPrevented &&
        (e.key === 'Enter' || e.key === ' ') &&
        target &&
        p.contains(target) &&
        target.getAttribute('role') === 'button' &&
        !/^(BUTTON|A|INPUT|TEXTAREA)$/.test(target.tagName)
      ) {
        e.preventDefault()
        target.click()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(t)
      document.removeEventListener('keydown', onKey)
      if (before && typeof before.focus === 'function' && document.contains(before)) before.focus()
    }
  }, [open, panelId])
}
