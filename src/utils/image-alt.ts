/**
 * h5, issue 8 point 5 (images have text alternatives): Taro's Image draws an `<img>` without `alt`. Every
 * picture gets one as it appears: the label the page gave the Image (`aria-label`, for pictures that carry
 * information, e.g. a banner), else `alt=""` — the pictures beside a name (logos, goods, avatars) repeat it
 * and are decoration for a screen reader. An `alt` set by the page is kept.
 */
export function giveAlt(img: HTMLImageElement): void {
  if (img.hasAttribute('alt')) return
  const host = img.parentElement
  const label = host?.getAttribute('aria-label') ?? img.getAttribute('aria-label') ?? ''
  img.setAttribute('alt', label)
}

export function watchImageAlt(root: HTMLElement): () => void {
  root.querySelectorAll('img').forEach(giveAlt)
  const mo = new MutationObserver((records) => {
    for (const r of records) {
      r.addedNodes.forEach((n) => {
        if (n.nodeType !== 1) return
        const el = n as HTMLElement
        if (el.tagName === 'IMG') giveAlt(el as HTMLImageElement)
        else el.querySelectorAll?.('img').forEach(giveAlt)
      })
    }
  })
  mo.observe(root, { childList: true, subtree: true })
  return () => mo.disconnect()
}
