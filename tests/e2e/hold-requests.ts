import type { Page } from 'playwright-core'

/**
 * Holds back every request of `page` whose URL matches `pattern` until `release()`: what a page shows meanwhile
 * did not come from those answers (the page boot's shared-link tests). `asked` lists the paths requested.
 */
export async function holdRequests(
  page: Page,
  pattern: RegExp
): Promise<{ asked: string[]; release: () => Promise<void> }> {
  const asked: string[] = []
  const held: Array<() => Promise<void>> = []
  await page.route(pattern, (route) => {
    asked.push(new URL(route.request().url()).pathname.replace(/^\/api/, ''))
    held.push(() => route.continue())
  })
  return { asked, release: async () => void (await Promise.all(held.map((f) => f()))) }
}
