import type { Page } from 'playwright-core'

/**
 * Issue 39's fit check, for every language test: text cut off or spilling out of its box on the page in view, and
 * whether the page scrolls sideways (labels in English and Portuguese run up to 40 % longer than Chinese).
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = []
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push('the page scrolls sideways')
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('.taro_page:not([style*="none"]) *')
    )) {
      const own = Array.from(el.childNodes).some(
        (n) => n.nodeType === 3 && (n.textContent ?? '').trim() !== ''
      )
      // a merchant's name and notice, and its dishes' names and descriptions, are its own words, one line (with an
      // ellipsis) by design in every language; the room shows whatever dishes earlier tests put in it
      const content = el.matches(
        '.merchant-card__name, .spell-header__name, [class*="__notice"], .goods-item__name, .goods-item__desc'
      )
      // a shop's name in the bar is cut with an ellipsis when the page shows it whole below (as every shop page does)
      const shownWhole =
        el.matches('.nav-bar__title') &&
        Array.from(document.querySelectorAll<HTMLElement>('.taro_page:not([style*="none"]) *')).some(
          (o) =>
            o !== el &&
            !o.closest('.nav-bar') &&
            o.childElementCount === 0 &&
            o.textContent === el.textContent
        )
      if (!own || el.offsetParent === null || content || shownWhole) continue
      const r = el.getBoundingClientRect()
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible')
        out.push(`cut: ${el.textContent}`)
      else if (r.right > window.innerWidth + 1) out.push(`outside: ${el.textContent}`)
    }
    return out
  })
}
