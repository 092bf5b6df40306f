import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { type Harness, startHarness } from './harness'

/**
 * Issue 36: 帳號管理 in the console (built by `npm run build -w console`; the h5 app is not needed). An owner adds a
 * member of staff through the dialog, reads the password shown once, and the new account logs in with it; disabled,
 * it is signed out. The page holds at 1440×900, 768×1024 and 375×812.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const OWNER = 'mei-king-cct-owner'

/** With CONSOLE_SHOTS=<dir>, a screenshot to look at (never committed). */
async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

async function login(page: Page, username: string, password = PASSWORD) {
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill(username)
  await page.getByLabel('密碼').fill(password)
  await page.getByRole('button', { name: /登\s*入/ }).click()
}

async function fitsWidth(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth
  }))
  expect(scroll).toBeLessThanOrEqual(inner)
}

describe('帳號管理', () => {
  it('an owner adds a member of staff, whose shown-once password logs in; disabled, the account is signed out', async () => {
    const ownerCtx = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.baseUrl,
      locale: 'zh-TW'
    })
    const owner = await ownerCtx.newPage()
    owner.setDefaultTimeout(60_000)
    await login(owner, OWNER)
    await owner.waitForURL(/\/console\/enrol/)
    const secret = (await owner.getByTestId('totp-secret').innerText()).trim()
    await owner.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await owner.getByRole('button', { name: '完成設定' }).click()
    await owner.waitForURL(/\/console\/board/)

    await owner.goto('/console/staff')
    await expect
      .poll(() => owner.getByRole('row').filter({ hasText: 'mei-king-cct-staff' }).isVisible())
      .toBe(true)
    // nothing of another shop
    expect(await owner.getByText('lai-kei-cct-staff').count()).toBe(0)

    await owner.getByRole('button', { name: '新增店員' }).click()
    const dialog = owner.getByRole('dialog')
    await dialog.getByLabel('登入帳號').fill('mk-e2e-new')
    await dialog.getByLabel('姓名').fill('新同事')
    await shot(owner, 'staff-add-1440')
    await dialog.getByRole('button', { name: /建\s*立/ }).click()
    const once = owner.getByRole('dialog').filter({ hasText: '只會顯示這一次' })
    await expect.poll(() => once.isVisible()).toBe(true)
    const password = (await once.locator('code').innerText()).trim()
    expect(password).toMatch(/^[\w-]{16}$/)
    await shot(owner, 'staff-password-1440')
    await once.getByRole('button', { name: '已複製' }).click()
    const row = owner.getByRole('row').filter({ hasText: 'mk-e2e-new' })
    await expect.poll(() => row.isVisible()).toBe(true)
    await fitsWidth(owner)
    await shot(owner, 'staff-1440')

    // the new member of staff logs in with it
    const staffCtx = await h.browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: h.baseUrl })
    const staff = await staffCtx.newPage()
    staff.setDefaultTimeout(60_000)
    await login(staff, 'mk-e2e-new', password)
    await staff.waitForURL(/\/console\/board/)

    // disabled: its next call finds no session
    await row.getByRole('button', { name: /停\s*用/ }).click()
    await owner
      .getByRole('button', { name: /確\s*定|OK/ })
      .last()
      .click()
    await expect.poll(() => row.getByText('已停用').isVisible()).toBe(true)
    const me = await staff.request.get('/api/staff/me')
    expect(await me.json()).toMatchObject({ code: 'STAFF_UNAUTHORIZED' })

    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 375, height: 812 }
    ]) {
      const ctx = await h.browser.newContext({
        viewport,
        baseURL: h.baseUrl,
        locale: 'zh-TW',
        storageState: await ownerCtx.storageState()
      })
      const p = await ctx.newPage()
      await p.goto('/console/staff')
      await expect.poll(() => p.getByRole('row').filter({ hasText: 'mk-e2e-new' }).isVisible()).toBe(true)
      await fitsWidth(p)
      await shot(p, `staff-${viewport.width}`)
      await ctx.close()
    }
    await staffCtx.close()
    await ownerCtx.close()
  })
})
