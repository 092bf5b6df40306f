#!/usr/bin/env node
// Checks the weapp build (no WeChat devtools here): app.json shape and package sizes.
// Prints one line per check and a closing "N passed, N failed" line; exits non-zero on failure.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs'
import path from 'node:path'

const out = path.resolve(process.argv[2] ?? 'dist-weapp')
// The issue allows 1.5 MB / 2 MB; our own budget (DEVELOPERS.md) is tighter: 1.0 MB main, 1.5 MB each subpackage.
const MAIN_LIMIT = Number(process.env.WEAPP_MAIN_LIMIT ?? 1.0 * 1024 * 1024)
const SUB_LIMIT = Number(process.env.WEAPP_SUB_LIMIT ?? 1.5 * 1024 * 1024)
const results = []
const check = (name, ok, detail = '') => results.push({ name, ok: Boolean(ok), detail })

const size = (p) => {
  const s = statSync(p)
  if (!s.isDirectory()) return s.size
  return readdirSync(p).reduce((n, f) => n + size(path.join(p, f)), 0)
}

const app = JSON.parse(readFileSync(path.join(out, 'app.json'), 'utf8'))
const tabs = app.tabBar?.list ?? []
check('four tabs', tabs.length === 4, tabs.map((t) => t.pagePath).join(', '))
const expectTabs = [
  ['pages/index/index', '首頁'],
  ['pages/grade/grade', '神會員'],
  ['pages/order/order', '訂單'],
  ['pages/user/user', '我的']
]
expectTabs.forEach(([p, text], i) =>
  check(`tab ${i} is ${p} ${text}`, tabs[i]?.pagePath === p && tabs[i]?.text === text)
)
check(
  // spec §2: selected orange, unselected grey (the shades that keep WCAG AA contrast on white, issue 8)
  'tab colours orange / grey',
  /^#c2410c$/i.test(app.tabBar?.selectedColor) && /^#6e6e6e$/i.test(app.tabBar?.color)
)
for (const p of [
  'pages/index/index',
  'pages/grade/grade',
  'pages/grade/grade2',
  'pages/order/order',
  'pages/order/search-order',
  'pages/user/user'
]) {
  check(`main page ${p}`, app.pages.includes(p))
}
check('entry page is home', app.pages[0] === 'pages/index/index')
const roots = (app.subPackages ?? app.subpackages ?? []).map((s) => s.root)
const expectRoots = ['pagesA', 'pagesUser', 'supermarket', 'takeaway', 'spell', 'group', 'general'].map(
  (r) => `packages/${r}`
)
check(
  'seven subpackages',
  roots.length === 7 && expectRoots.every((r) => roots.includes(r)),
  roots.join(', ')
)
const rules = app.preloadRule ?? {}
check('home preloads pagesA', rules['pages/index/index']?.packages?.includes('packages/pagesA'))
check('mine preloads pagesUser', rules['pages/user/user']?.packages?.includes('packages/pagesUser'))
for (const v of ['supermarket', 'takeaway', 'spell', 'group', 'general']) {
  check(
    `${v} home preloads ${v}`,
    rules[`packages/${v}/pages/home/index`]?.packages?.includes(`packages/${v}`)
  )
}
const allPages = new Set([
  ...app.pages,
  ...(app.subPackages ?? []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`))
])
check(
  'every preload rule names a registered page',
  Object.keys(rules).every((p) => allPages.has(p))
)
check(
  'white navigation bar with black text',
  app.window?.navigationBarBackgroundColor === '#ffffff' && app.window?.navigationBarTextStyle === 'black'
)
for (const p of allPages)
  check(
    `page files for ${p}`,
    ['.js', '.json', '.wxml'].every((e) => existsSync(path.join(out, p + e)))
  )

// Main package = everything outside the subpackage roots.
const mainBytes =
  readdirSync(out)
    .filter((f) => f !== 'packages')
    .reduce((n, f) => n + size(path.join(out, f)), 0) +
  readdirSync(path.join(out, 'packages'))
    .filter((f) => !roots.includes(`packages/${f}`))
    .reduce((n, f) => n + size(path.join(out, 'packages', f)), 0)
check(
  `main package ${(mainBytes / 1024 / 1024).toFixed(2)} MB ≤ ${(MAIN_LIMIT / 1024 / 1024).toFixed(1)} MB`,
  mainBytes <= MAIN_LIMIT
)
for (const r of roots) {
  const b = size(path.join(out, r))
  check(
    `subpackage ${r} ${(b / 1024).toFixed(0)} KB ≤ ${(SUB_LIMIT / 1024 / 1024).toFixed(1)} MB`,
    b <= SUB_LIMIT
  )
}
const mainJs = readdirSync(out)
  .filter((f) => f.endsWith('.js'))
  .map((f) => readFileSync(path.join(out, f), 'utf8'))
  .join('\n')
check('mqtt.js is not in the main package', !/MqttClient|mqtt-packet/.test(mainJs))

// spec §1: the WeChat captcha plugin, declared once and used by the pages that send SMS codes
check('captcha plugin declared', app.plugins?.captcha?.provider === 'wx1fe8d9a3cb067a75')
for (const page of [
  'packages/pagesA/pages/login-phone/index',
  'packages/pagesA/pages/bind-phone/index',
  'packages/pagesA/pages/code/index',
  'packages/pagesUser/pages/forget-password/index',
  'packages/pagesUser/pages/set-password/index',
  'packages/pagesUser/pages/change-phone/index',
  'packages/pagesUser/pages/new-change-phone/index',
  'packages/pagesUser/pages/app-user-out/index'
]) {
  const file = path.join(out, `${page}.json`)
  const json = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  check(
    `${page} uses the captcha plugin`,
    json.usingComponents?.['t-captcha'] === 'plugin://captcha/t-captcha'
  )
}

for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.detail ? ` (${r.detail})` : ''}`)
const failed = results.filter((r) => !r.ok).length
console.log(`weapp: ${results.length - failed} passed, ${failed} failed`)
console.log(JSON.stringify({ weappMainBytes: mainBytes }))
// same shape as vitest's JSON report so npm test can add the counts
if (process.env.CHECK_REPORT) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(
    process.env.CHECK_REPORT,
    JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed })
  )
}
process.exit(failed ? 1 : 0)
