import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { emojiBody, emojiNameFor } from '../src/img/emoji.js'
import { createTestApp, type TestApp } from './helpers/test-app.js'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('pictures that look like the thing (issue 8 §3)', () => {
  it('matches the dish or category', () => {
    expect(emojiNameFor('葡撻（半打）')).toBe('custard')
    expect(emojiNameFor('港式奶茶')).toBe('bubble-tea')
    expect(emojiNameFor('麗記茶餐廳 茶餐廳 老字號')).not.toBe(emojiNameFor('金撻餅家 蛋撻 葡撻'))
  })

  it('a merchant logo carries the emoji of its category', async () => {
    const m = await t.db.one<{ id: number }>(`SELECT id FROM merchants WHERE name = '金撻餅家'`)
    const r = await t.app.inject({ method: 'GET', url: `/api/img/merchant/${m?.id}.svg` })
    expect(r.statusCode).toBe(200)
    expect(r.body).toContain(emojiBody('custard').slice(0, 60))
  })

  it('serves state pictures and refuses unknown ones', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/img/state/empty.svg' })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toContain('image/svg+xml')
    expect((await t.app.inject({ method: 'GET', url: '/api/img/state/nope.svg' })).statusCode).toBe(404)
  })

  it('the home popup ad is a portrait poster carrying its whole name, not a cropped banner (§11)', async () => {
    const r = await t.client.get('/v1/advertis/getAdByKey', { key: 'INDEX_POPUP_AD' })
    const ad = (r.body.data as Array<{ image: string; name: string }>)[0]!
    expect(ad.image).toMatch(/^\/api\/img\/poster\/\d+\.svg$/)
    const svg = (await t.app.inject({ method: 'GET', url: ad.image })).body
    expect(svg).toContain('viewBox="0 0 580 600"')
    const text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('')
    expect(text).toBe(ad.name)
  })

  it('a points-mall gift and a film poster are drawn from their own names, not an ad of the same id', async () => {
    const text = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('')
    const gift = await t.db.one<{ id: number; name: string }>(
      `SELECT id, name FROM pmall_items ORDER BY id LIMIT 1`
    )
    const g = await t.app.inject({ method: 'GET', url: `/api/img/gift/${gift!.id}.svg` })
    expect(g.statusCode).toBe(200)
    expect(gift!.name.startsWith(text(g.body).replace(/…$/, ''))).toBe(true)
    const film = await t.db.one<{ id: number; title: string }>(
      `SELECT id, title FROM films ORDER BY id LIMIT 1`
    )
    const f = await t.app.inject({ method: 'GET', url: `/api/img/film/${film!.id}.svg` })
    expect(f.statusCode).toBe(200)
    expect(text(f.body)).toBe(film!.title)
    const ad = await t.db.one<{ name: string }>(`SELECT name FROM ads WHERE id = $1`, [gift!.id])
    if (ad) expect(text(g.body)).not.toContain(ad.name.slice(0, 4))
    expect((await t.app.inject({ method: 'GET', url: '/api/img/gift/999999.svg' })).statusCode).toBe(404)
  })
})
