import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app.js'

/** Every endpoint of the OpenAPI document (`/api/docs/json`, built from the routes' schemas) is named in docs/api.md. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const apiMd = readFileSync(path.resolve(__dirname, '../../docs/api.md'), 'utf8')

/**
 * docs/api.md names an endpoint by its path (`/api` optional, a parameter as `{id}`, `:id` or `<id>`), or, in a
 * section of one resource, as a table row or a `· /name` list under the parent path that the section names.
 */
function documented(openApiPath: string): boolean {
  const p = openApiPath.replace(/^\/api/, '')
  const forms = [p, p.replace(/\{([^}]+)\}/g, ':$1'), p.replace(/\{([^}]+)\}/g, '<$1>')]
  if (forms.some((f) => apiMd.includes(f))) return true
  const i = p.lastIndexOf('/')
  const parent = p.slice(0, i)
  const last = p.slice(i + 1)
  if (!apiMd.includes(parent)) return false
  return new RegExp(`(^\\| ${last} |· /${last}\\b)`, 'm').test(apiMd)
}

describe('API documentation', () => {
  it('names every endpoint of the OpenAPI document in docs/api.md', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>
    }>()
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/'))
    expect(paths.length).toBeGreaterThan(150)
    expect(paths.filter((p) => !documented(p))).toEqual([])
  })
})
