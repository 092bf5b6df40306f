import { afterAll, vi } from 'vitest'

/**
 * Each test file starts from freshly evaluated app modules, as in an isolated worker, while the
 * worker itself (and, in the dom project, its one jsdom window) is kept from file to file
 * (`isolate: false` in vitest.config.ts): spawning a process, setting up jsdom and evaluating React,
 * Testing Library and Taro's components for every file cost more than the tests themselves.
 *
 * This must be the first setup file. It forgets every module that is not a package (src/, contract/,
 * the test files, the other setup files and the Taro fake), so stores, the keyed cache, the fake's
 * records and the modules a file mocks start new: a timer an earlier file left running can only reach
 * that file's fake, never this file's navigations. Packages stay evaluated.
 */
const KEEP = [/\/node_modules\//, /\/tests\/setup\/fresh-modules\.ts$/]

interface ModuleCache {
  forEach(fn: (mod: object, id: string) => void): void
  invalidateModule(mod: object): boolean
}
const worker = (globalThis as { __vitest_worker__?: { moduleCache?: ModuleCache } }).__vitest_worker__
const cache = worker?.moduleCache
if (!cache) throw new Error('fresh-modules: vitest worker state not found (vitest version changed?)')
cache.forEach((mod, id) => {
  if (!KEEP.some((re) => re.test(id))) cache.invalidateModule(mod)
})

// What one file changes on the shared worker is put back before the next file.
afterAll(() => {
  // the shared jsdom starts the next file empty, as a new window would: nodes an earlier file left in the
  // body (portals, toasts) would otherwise answer getElementById or steal focus in the next file
  if (typeof document !== 'undefined') document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})
