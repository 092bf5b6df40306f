/**
 * h5, issue 8 point 5 (WCAG 2.1.1 keyboard): Taro draws every control as a `<taro-view-core>` with a role, which
 * a keyboard can neither reach nor press. Once, for the whole app: an element with a control role gets
 * `tabindex="0"` as it appears, and Enter or Space on it clicks it, as on a native button. Each page's
 * scrolling container is reachable too (axe scrollable-region-focusable), so a keyboard can scroll any page.
 */
const CONTROL_ROLES = new Set(['button', 'link', 'tab', 'radio', 'checkbox', 'switch', 'option', 'menuitem'])
const NATIVE = /^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/

const isControl = (el: Element): boolean =>
  CONTROL_ROLES.has(el.getAttribute('role') ?? '') && !NATIVE.test(el.tagName)

/**
 * A control, a page container or a scroll view without a tabindex of its own becomes reachable by Tab. NutUI's
 * Switch writes `aria-role` and `tab-index` (not ARIA, axe aria-valid-attr): they become `role` and `tabindex`.
 */
export function makeReachable(el: Element): void {
  const nutRole = el.getAttribute('aria-role')
  if (nutRole) {
    el.removeAttribute('aria-role')
    el.removeAttribute('tab-index')
    el.setAttribute('role', nutRole)
  }
  if (el.hasAttribute('tabindex')) return
  if (isControl(el) || el.classList.contains('taro_page') || el.tagName === 'TARO-SCROLL-VIEW-CORE')
    el.setAttribute('tabindex', '0')
}

/**
 * Taro's Input and Textarea put the page's `aria-label` on their host element, not on the `<input>` a screen
 * reader names (axe label): the field takes its host's label unless it has a name of its own.
 */
export function nameField(field: Element): void {
  if (field.hasAttribute('aria-label') || field.hasAttribute('aria-labelledby')) return
  const label = field.parentElement?.closest('[aria-label]')
  if (label && /-(input|textarea)-core$/i.test(label.tagName))
    field.setAttribute('aria-label', label.getAttribute('aria-label')!)
}

function reachAll(root: Element): void {
  makeReachable(root)
  root.querySelectorAll('[role], [aria-role], .taro_page, taro-scroll-view-core').forEach(makeReachable)
  if (/^(INPUT|TEXTAREA)$/.test(root.tagName)) nameField(root)
  root.querySelectorAll('input, textarea').forEach(nameField)
}

/** Enter or Space on a focused role control presses it (a disabled one stays still). */
export function onControlKey(e: KeyboardEvent): void {
  if (e.defaultPrevented || (e.key !== 'Enter' && e.key !== ' ')) return
  const el = e.target as HTMLElement | null
  if (!el || !isControl(el) || el.getAttribute('aria-disabled') === 'true') return
  e.preventDefault()
  el.click()
}

export function watchKeyboardControls(root: HTMLElement): () => void {
  reachAll(root)
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'attributes') makeReachable(r.target as Element)
      r.addedNodes.forEach((n) => {
        if (n.nodeType === 1) reachAll(n as Element)
      })
    }
  })
  mo.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'aria-role']
  })
  root.ownerDocument.addEventListener('keydown', onControlKey)
  return () => {
    mo.disconnect()
    root.ownerDocument.removeEventListener('keydown', onControlKey)
  }
}
