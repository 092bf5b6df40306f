import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * Nothing wider than the window: the page never scrolls sideways (a wide table scrolls inside itself). Waited for,
 * not read once: after a resize or a navigation the console lays out again a moment later (antd's grid and the
 * charts follow the window through ResizeObserver), later still on a loaded machine.
 */
export async function fitsWindow(page: Page, label = 'the page'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${label}: wider than the window (px)`,
      timeout: 20_000
    })
    .toBeLessThanOrEqual(0)
}
