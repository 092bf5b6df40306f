import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../../server/src/modules/staff/totp'
import { apiClient, newPhone } from './api'
import { type Harness, startHarness } from './harness'
import { fitsWindow } from './fits-window'

/**
 * Issue 37 point 3: a cinema's owner draws a hall in the console (/console/deals, 影廳與場次): 5 rows of 7, an
 * aisle down the fourth column, a back row of VIP seats at its own price; makes a session of a film in it and
 * publishes it. The customer's seat page (h5, 375 px) shows that plan: the aisle, both classes with their prices,
 * and charges the price shown. Needs the h5 build and the console's. With CONSOLE_SHOTS=<dir>, screenshots.
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const PASSWORD = 'lotus-staff-dev'
const CINEMA = '新口岸影城'
const OWNER = 'nape-cinema-owner'
const HALL = '蓮花測試廳'

async function shot(page: Page, name: string) {
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` })
}

const fitsWidth = (page: Page) => fitsWindow(page)

interface FilmShows {
  id: number
  title: string
  showtimes: Array<{ id: number; hall: string; startsAt: number; fromPrice: number }>
}

describe('a cinema’s halls and sessions in the console', () => {
  it('an owner draws a hall with an aisle and VIP row, publishes a session; the customer’s seat page shows and charges it', async () => {
    const api = apiClient(h)
    const films = await api.call<FilmShows[]>('GET', '/tuan/film/list', {})
    const film = films[0]!

    const context = await h.browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: h.baseUrl,
      locale: 'zh-TW'
    })
    const owner = await context.newPage()
    owner.setDefaultTimeout(60_000)
    await owner.goto('/console/login')
    await owner.getByLabel('帳號').fill(OWNER)
    await owner.getByLabel('密碼').fill(PASSWORD)
    await owner.getByRole('button', { name: /登\s*入/ }).click()
    await owner.waitForURL(/\/console\/enrol/)
    const secret = (await owner.getByTestId('totp-secret').innerText()).trim()
    await owner.getByLabel('驗證碼').fill(totpCode(secret, Date.now()))
    await owner.getByRole('button', { name: '完成設定' }).click()
    await owner.waitForURL(/\/console\/board/)
    await owner.getByRole('menuitem', { name: /團購與訂座/ }).click()
    await owner.waitForURL(/\/console\/deals/)
    await owner.getByRole('tab', { name: '影廳與場次' }).click()
    await expect.poll(() => owner.getByRole('row').filter({ hasText: '1號廳' }).count()).toBeGreaterThan(0)
    await shot(owner, 'film-1440')
    await fitsWidth(owner)

    // a new hall: 5 × 7, the fourth column an aisle, the back row VIP at MOP 95
    await owner.getByRole('button', { name: /新增影廳/ }).click()
    const dialog = owner.getByRole('dialog')
    await dialog.getByLabel('影廳', { exact: true }).fill(HALL)
    await dialog.getByLabel('排數').fill('5')
    await dialog.getByLabel('每排格數').fill('7')
    await dialog.getByLabel('每排格數').blur()
    await expect.poll(() => dialog.getByText('共 35 個座位').count()).toBe(1)
    await dialog.getByText('走道', { exact: true }).click()
    await dialog.getByRole('button', { name: '將第 4 格整行設為所選類別' }).click()
    await expect.poll(() => dialog.getByText('共 30 個座位').count()).toBe(1)
    await dialog.getByRole('button', { name: /新增座位類別/ }).click()
    await dialog.getByLabel('類別名稱 2').fill('VIP 座')
    await dialog.getByLabel('基本票價 VIP 座').fill('95')
    await dialog.getByText('VIP 座', { exact: true }).click()
    await dialog.getByRole('button', { name: '將第 5 排整排設為所選類別' }).click()
    // the row's aisle cell back to an aisle
    await dialog.getByText('走道', { exact: true }).click()
    await dialog.getByRole('button', { name: '5排4格 VIP 座' }).click()
    await expect.poll(() => dialog.getByText('共 30 個座位').count()).toBe(1)
    expect(await dialog.getByRole('button', { name: /^5排\d格 VIP 座$/ }).count()).toBe(6)
    await shot(owner, 'film-plan-1440')
    await owner.setViewportSize({ width: 768, height: 1024 })
    await shot(owner, 'film-plan-768')
    await owner.setViewportSize({ width: 1440, height: 900 })
    await dialog.getByRole('button', { name: /儲\s*存/ }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    const hallRow = owner.getByRole('row').filter({ hasText: HALL })
    await expect.poll(() => hallRow.innerText()).toContain('30（5 × 7）')
    expect(await hallRow.innerText()).toContain('VIP 座 MOP 95')

    // a session of the film in it tomorrow evening, at the hall's prices; then published
    await owner.getByRole('button', { name: /新增場次/ }).click()
    const add = owner.getByRole('dialog')
    await add.getByLabel('電影').click()
    await owner.locator('.ant-select-item-option').filter({ hasText: film.title }).first().click()
    await add.getByLabel('影廳').click({ force: true })
    await owner.locator('.ant-select-item-option').filter({ hasText: HALL }).click()
    await expect.poll(() => add.getByLabel('VIP 座').inputValue()).toBe('95.0')
    await add.getByLabel('時間').fill('21:45')
    await add.getByRole('button', { name: /儲\s*存/ }).click()
    await expect.poll(() => add.count()).toBe(0)
    const sessionRow = owner.getByRole('row').filter({ hasText: HALL }).filter({ hasText: film.title })
    await expect.poll(() => sessionRow.count()).toBe(1)
    const onSale = sessionRow.getByRole('switch')
    expect(await onSale.getAttribute('aria-checked')).toBe('false')
    await onSale.click()
    await expect.poll(() => onSale.getAttribute('aria-checked')).toBe('true')
    await expect.poll(() => owner.getByText('場次已上架，顧客即時可見').count()).toBeGreaterThan(0)
    await shot(owner, 'film-sessions-1440')

    // the customer: the session listed, its seat page drawn from the plan
    const listed = await api.call<FilmShows[]>('GET', '/tuan/film/list', {})
    const session = listed.flatMap((f) => f.showtimes).find((s) => s.hall === HALL)!
    expect(session.fromPrice).toBe(7000)
    const user = await api.login(newPhone())
    const { page, context: phone } = await h.newPhone()
    await api.signIn(phone, user)
    await page.goto(`/group/ticket-spec/ticket-spec?id=${session.id}`)
    await expect.poll(() => page.getByText('VIP 座 MOP 95').count(), { timeout: 60_000 }).toBe(1)
    expect(await page.getByText(`${CINEMA} · ${HALL}`, { exact: false }).count()).toBeGreaterThan(0)
    expect(await page.getByText('普通座 MOP 70').count()).toBe(1)
    // 30 seats, none in the aisle
    expect(await page.getByRole('checkbox').count()).toBe(30)
    expect(await page.getByLabel(/^\d排4座/).count()).toBe(0)
    await page.getByLabel('5排7座 VIP 座 MOP 95').click()
    await page.getByLabel('2排3座 普通座 MOP 70').click()
    await expect.poll(() => page.getByText('MOP 165').count()).toBeGreaterThan(0)
    await shot(page, 'film-seats-375')
    await page.getByText('確認選座').click()
    // the cashier asks for what the seat page showed
    await page.waitForURL(/\/pagesA\/pay\/pay\?orderId=\d+/, { timeout: 60_000 })
    await expect.poll(() => page.getByText('MOP 165').count(), { timeout: 60_000 }).toBeGreaterThan(0)
    await context.close()
    await phone.close()
  }, 240_000)
})
