import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { fitsWindow } from './fits-window'

/**
 * Issue 38 point 8: support in the console (an operator with TOTP) rejects a customer's identity document with a
 * reason, and replies to their feedback; the customer, on the built h5 app, reads the reason on their identity
 * page and the reply and status on the feedback's progress page. Set-up not under test goes through the API.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

// a 1×1 PNG for the identity photo
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64'
)
// screenshots of each page (CONSOLE_SHOTS=<dir> keeps them where you want; never committed)
const SHOTS = process.env.CONSOLE_SHOTS ?? '/tmp/lotus-ops-shots'

async function newConsole(viewport: { width: number; height: number }, from?: BrowserContext) {
  const context = await h.browser.newContext({
    viewport,
    baseURL: h.baseUrl,
    locale: 'zh-TW',
    ...(from ? { storageState: await from.storageState() } : {})
  })
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  return { context, page }
}

/** Support's first login: password, then the authenticator set up with a code computed from the shown secret. */
async function supportLogin(page: Page) {
  await page.goto('/console/login')
  await page.getByLabel('帳號').fill('ops-support')
  await page.getByLabel('密碼').fill('lotus-staff-dev')
  await page.getByRole('button', { name: /登\s*入/ }).click()
  await page.waitForURL(/\/console\/enrol/)
  const secret = (await page.getByTestId('totp-secret').innerText()).trim()
  await page.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
  await page.getByRole('button', { name: '完成設定' }).click()
  // support lands on the customer lookup
  await page.waitForURL(/\/console\/ops\/lookup/)
}

describe('operators: support desk', () => {
  it('support rejects an identity document and replies to feedback; the customer sees both', async () => {
    const api = apiClient(h)
    const u = await api.login(newPhone())
    const { page, context } = await h.newPhone()
    await api.signIn(context, u)

    // the customer submits a Hong Kong ID on the identity page
    await page.goto('/pagesUser/authentication/authentication')
    await page.getByText('立即認證').click()
    await page.waitForURL(/\/pagesUser\/submit-id-info\/submit-id-info/)
    await page.getByRole('radio', { name: '香港身份證' }).click()
    await page.locator('input[placeholder="與證件一致"]').fill('陳大文')
    await page.locator('input[placeholder="例如 A123456(3)"]').fill('A123456(3)')
    await page.locator('input[placeholder="YYYY-MM-DD"]').fill('1990-05-06')
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page
        .locator('.photo-picker__add')
        .click()
        .then(() => page.getByText('從相簿選擇').click())
    ])
    await chooser.setFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG })
    await expect.poll(() => page.locator('.photo-picker__item').count()).toBe(1)
    await page.getByText('提交認證').click()
    await page.waitForURL(/\/pagesUser\/authentication\/authentication/)
    await expect.poll(() => page.locator('.acct__hero-title').textContent()).toBe('審核中')

    // and sends feedback (set-up through the API)
    const fb = await api.call<{ id: number }>('POST', '/v1/feedback/submit', {
      json: { category: '訂單問題', content: '外賣送錯了地址，請跟進', images: [] },
      token: u.token
    })

    // support, in the console: the identity queue, masked, then a rejection with its reason
    const ops = await newConsole({ width: 1440, height: 900 })
    await supportLogin(ops.page)
    await ops.page.screenshot({ path: `${SHOTS}/ops-lookup-1440.png` })
    await ops.page.getByRole('menuitem', { name: '實名認證審核' }).click()
    await ops.page.waitForURL(/\/console\/ops\/identity/)
    const row = ops.page.locator('tr', { hasText: 'A1*****3' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await ops.page.getByText('A1234563').count()).toBe(0)
    await ops.page.screenshot({ path: `${SHOTS}/ops-identity-1440.png` })
    await row.getByRole('button', { name: '不通過' }).click()
    const dialog = ops.page.getByRole('dialog')
    await dialog.getByLabel('不通過原因（客戶會看到）').fill('證件相片反光，請重新拍攝')
    await dialog.getByRole('button', { name: '不通過' }).click()
    await expect.poll(() => ops.page.locator('tr', { hasText: 'A1*****3' }).count()).toBe(0)

    // the customer reads the reason on their identity page
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.getByText('原因：證件相片反光，請重新拍攝，請重新提交').count()
        },
        { timeout: 60_000 }
      )
      .toBe(1)

    // support replies to the feedback
    await ops.page.getByRole('menuitem', { name: '意見反饋' }).click()
    await ops.page.waitForURL(/\/console\/ops\/feedback/)
    const item = ops.page.getByTestId(`feedback-${fb.id}`)
    await expect.poll(() => item.getByText('外賣送錯了地址，請跟進').count()).toBe(1)
    await item.getByRole('button', { name: '標記處理中' }).click()
    await expect.poll(() => item.getByText('處理中', { exact: true }).count()).toBe(1)
    await item.getByLabel('回覆內容（客戶會看到）').fill('已聯絡商家，重新為你安排送餐')
    await ops.page.screenshot({ path: `${SHOTS}/ops-feedback-1440.png` })
    await item.getByRole('button', { name: '發送回覆' }).click()
    await expect.poll(() => item.getByText('已回覆', { exact: true }).count()).toBe(1)

    // the customer's progress page shows the reply and where it stands
    await page.goto(`/pagesUser/feedback-info/feedback-info?id=${fb.id}`)
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toBe('已回覆')
    await expect.poll(() => page.getByText('已聯絡商家，重新為你安排送餐').count()).toBe(1)
    await page.screenshot({ path: `${SHOTS}/customer-feedback-info-375.png` })

    // the decisions are in the audit log, which support searches by actor
    await ops.page.goto('/console/audit')
    await ops.page.getByLabel('操作人員').fill('ops-support')
    await ops.page.getByLabel('操作人員').press('Enter')
    await expect.poll(() => ops.page.getByText('退回實名認證').count()).toBe(1)
    await expect.poll(() => ops.page.getByText('回覆反饋').count()).toBe(1)
    await ops.page.screenshot({ path: `${SHOTS}/ops-audit-1440.png` })

    // every support page at a tablet's and a phone's width: nothing wider than the window
    for (const viewport of [
      { width: 768, height: 1024 },
      { width: 375, height: 812 }
    ]) {
      const c = await newConsole(viewport, ops.context)
      for (const p of ['lookup', 'identity', 'feedback', 'reports', 'deletions']) {
        await c.page.goto(`/console/ops/${p}`)
        await c.page.locator('.ant-card').first().waitFor()
        await c.page.screenshot({ path: `${SHOTS}/ops-${p}-${viewport.width}.png` })
        await fitsWindow(c.page, p)
      }
      await c.context.close()
    }
    for (const p of ['reports', 'deletions']) {
      await ops.page.goto(`/console/ops/${p}`)
      await ops.page.locator('.ant-card').first().waitFor()
      await ops.page.screenshot({ path: `${SHOTS}/ops-${p}-1440.png` })
    }
    await ops.context.close()
    await context.close()
  })
})
