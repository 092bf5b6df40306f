import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Harness } from './harness'

/** What the phone showed when a step failed: the URL and the visible text, so a CI log says why. */
export async function describePage(page: Page): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '(no body)')
  return `${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 600)}`
}

/**
 * Taps `target` until the app reaches `url`. A tap that lands while Taro is still swapping pages can be
 * lost; a person taps again, so does this (up to three taps, each followed by a wait for the URL).
 */
async function tapUntil(page: Page, tap: () => Promise<void>, url: RegExp, what: string) {
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 && url.test(page.url())) return
    // a retry's tap may find its target already gone (the page moved on late): the URL check decides
    await (attempt === 1 ? tap() : tap().catch(() => undefined))
    try {
      await page.waitForURL(url, { timeout: 60_000 })
      return
    } catch (e) {
      if (attempt >= 3)
        throw new Error(`${what}: never reached ${url}\n${await describePage(page)}`, { cause: e })
    }
  }
}

/**
 * Logs in through the UI as a user would: mine → 登入/註冊 → tick the agreement → 手機號碼登入 → the
 * phone → the SMS code from the server log → back on mine with the masked phone.
 */
export async function loginInUi(h: Harness, page: Page, phone: string): Promise<void> {
  await page.goto('/pages/user/user')
  await tapUntil(page, () => page.getByText('登入/註冊').click(), /\/pagesA\/login\/login/, 'open login')
  const agree = page.getByRole('checkbox', { name: '同意用戶協議' })
  await tapUntil(
    page,
    async () => {
      if ((await agree.getAttribute('aria-checked')) !== 'true') await agree.click()
      await expect.poll(() => agree.getAttribute('aria-checked')).toBe('true')
      await page.getByText('手機號碼登入', { exact: true }).click()
    },
    /\/pagesA\/login-phone\/login-phone/,
    'phone login'
  )
  await page.locator('input[placeholder="請輸入手機號碼"]').fill(phone)
  await tapUntil(page, () => page.getByText('獲取驗證碼').click(), /\/pagesA\/code\/code/, 'send the code')
  await page
    .locator('.account-code__input input')
    .pressSequentially(await h.waitForCode(phone), { delay: 20 })
  await page.waitForURL(/\/pages\/user\/user/)
  await expect.poll(() => page.locator('.mine__phone').count()).toBeGreaterThan(0)
}
