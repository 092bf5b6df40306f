import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

describe('static h5 serving', () => {
  let t: TestApp
  let dir: string
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lotus-static-'))
    mkdirSync(path.join(dir, 'js'))
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>lotus app</title>')
    writeFileSync(path.join(dir, 'js', 'app.js'), 'console.log(1)')
    t = await createTestApp({ env: { STATIC_DIR: dir } })
  })
  afterAll(async () => {
    await t.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves files and falls back to index.html for app routes', async () => {
    const js = await t.app.inject({ method: 'GET', url: '/js/app.js' })
    expect(js.body).toBe('console.log(1)')
    for (const url of ['/', '/pagesA/login/login', '/packages/takeaway/pages/mch-info/index?id=5']) {
      const r = await t.app.inject({ method: 'GET', url })
      expect(r.statusCode).toBe(200)
      expect(r.body).toContain('lotus app')
    }
  })

  it('keeps /api and /mqtt out of the fallback', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/nope' })).json().code).toBe('NOT_FOUND')
    expect((await t.app.inject({ method: 'GET', url: '/mqtt' })).statusCode).toBe(404)
  })
})

describe('without a build', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { STATIC_DIR: path.join(tmpdir(), 'lotus-no-build-here') } })
  })
  afterAll(() => t.close())

  it('answers / with a hint to build the app', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/' })
    expect(r.headers['content-type']).toContain('text/html')
    expect(r.body).toContain('npm run build:h5')
    expect((await t.app.inject({ method: 'GET', url: '/pagesA/login/login' })).statusCode).toBe(404)
  })
})
