import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiClient, newPhone } from './api'
import { overflowing } from './fit'
import { type Harness, startHarness } from './harness'

/**
 * Issue 39 on the built h5 app, the group (團購) subpackage: its key pages (home, a shop, a combo, the films, the seat
 * plan, a table booking, an order) speak English and Portuguese, their values filled in, and fit the 375 px screen
 * (labels run up to 40 % longer than Chinese).
 */
let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h?.stop()
})

const SHOTS = process.env.SHOTS_DIR ?? path.join(process.env.LOTUS_OUT ?? '/tmp/lotus-lang', '..', 'shots')

type Mch = { id: number; category: string; isOpen: boolean }

/**
 * The fit check, less the seat plan and the day tabs: rows that scroll sideways by design (a hall is wider than a
 * phone in any language), so their seat numbers and days past the right edge are no overflow.
 */
async function notFitting(page: Page): Promise<string[]> {
  const scrolled = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.gp-seats *, .gp-days *')).map(
      (e) => `outside: ${e.textContent}`
    )
  )
  return (await overflowing(page)).filter((p) => !scrolled.includes(p))
}

describe('languages: group', () => {
  it('the group pages in English and Portuguese fit the screen (375×812 screenshots)', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const api = apiClient(h)
    const u = await api.login(newPhone())
    // real ids from the server (asked in Chinese, the default: categories are the server's values)
    const { list } = await api.call<{ list: Mch[] }>('GET', '/tuan/merchant/list', {
      params: { category: '美食', pageSize: 50 }
    })
    const open = list.filter((m) => m.isOpen)
    const hotpot = open.find((m) => m.category === '火鍋') ?? open[0]
    const teaHouse = open.find((m) => m.category === '茶餐廳') ?? open[0]
    const detail = await api.call<{ deals: Array<{ id: number; kind: string }> }>(
      'GET',
      '/tuan/merchant/detail',
      { params: { id: hotpot!.id } }
    )
    const combo = detail.deals.find((d) => d.kind === 'combo') ?? detail.deals[0]
    const films = await api.call<Array<{ showtimes: Array<{ id: number; startsAt: number }> }>>(
      'GET',
      '/tuan/film/list',
      { params: {} }
    )
    // a showtime a day ahead or more: its seats still on sale whatever the hour
    const later = Date.now() / 1000 + 86_400
    const showtime = films.flatMap((f) => f.showtimes).find((s) => s.startsAt > later)
    const { orderId } = await api.call<{ orderId: number }>('POST', '/tuan/voucher/buy', {
      json: { clientKey: randomUUID(), dealId: combo!.id, count: 2 },
      token: u.token
    })

    for (const lang of ['en', 'pt'] as const) {
      const en = lang === 'en'
      const { page, context } = await h.newPhone()
      await api.signIn(context, u)
      await context.addInitScript(
        (v) => {
          if (!localStorage.getItem('lotus.lang')) localStorage.setItem('lotus.lang', v)
        },
        JSON.stringify({ data: JSON.stringify({ state: { choice: lang }, version: 2 }) })
      )
      // [shot, url, a translated text to wait for, a text with a value filled in]
      const pages: Array<[string, string, string, RegExp]> = [
        [
          'group-home',
          '/group/home/home',
          en ? 'Search shops and deals' : 'Pesquisar lojas e ofertas',
          en ? /^Films$/ : /^Cinema$/
        ],
        [
          'group-mch-info',
          `/group/mch-info/mch-info?id=${hotpot!.id}`,
          en ? 'Similar shops' : 'Lojas semelhantes',
          en ? /^Reviews \d+$/ : /^Avaliações \d+$/
        ],
        [
          'group-combo',
          `/group/combo-del/combo-del?id=${combo!.id}`,
          en ? "What's included" : 'O que inclui',
          en ? /^\d+ sold$/ : /^\d+ vendidos$/
        ],
        [
          'group-films',
          '/group/film-class/film-class',
          en ? 'Now showing' : 'Em exibição',
          en ? /^Rated [\d.]+ · \d+ min/ : /^Classificação [\d.]+ · \d+ min/
        ],
        [
          'group-seats',
          `/group/ticket-spec/ticket-spec?id=${showtime!.id}`,
          en ? 'Confirm seats' : 'Confirmar lugares',
          en ? /^0 tickets/ : /^0 bilhetes/
        ],
        [
          'group-reserve',
          `/group/sub-order/sub-order?mchId=${teaHouse!.id}&reserve=1`,
          en ? 'Confirm booking' : 'Confirmar reserva',
          en
            ? /^No deposit needed; free cancellation up to 2 hours/
            : /^Sem depósito; cancelamento gratuito até 2 horas/
        ],
        [
          'group-order',
          `/group/order-del/order-del?id=${orderId}`,
          en ? 'Awaiting payment' : 'A aguardar pagamento',
          /^Total MOP \d+$/
        ]
      ]
      for (const [name, url, text, value] of pages) {
        await page.goto(url)
        await expect
          .poll(() => page.getByText(text, { exact: true }).count(), { timeout: 30_000, message: name })
          .toBeGreaterThan(0)
        await expect
          .poll(() => page.getByText(value).count(), { timeout: 30_000, message: `${name}: ${value}` })
          .toBeGreaterThan(0)
        await page.screenshot({ path: path.join(SHOTS, `${name}-${lang}.png`), fullPage: true })
        expect(await notFitting(page), `${name} in ${lang}`).toEqual([])
      }
      await context.close()
    }
  }, 240_000)
})
