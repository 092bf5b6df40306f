#!/usr/bin/env node
// Lighthouse (mobile preset, /usr/bin/chromium) on the built h5 app served by the one server process:
// home, a takeaway merchant and the checkout page (a logged-in user with a priced cart), median of
// LH_RUNS (3) runs each. Needs `taro build --type h5` first (dist/). Prints LCP, TBT, CLS, FCP, score
// and the bytes sent. Run it under the shared lock: `flock /tmp/lotus-heavy.lock node bench/lighthouse.mjs`.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import * as constants from 'lighthouse/core/config/constants.js'
import puppeteer from 'puppeteer-core'
import { call, login, startServer } from './lib.mjs'

const RUNS = Number(process.env.LH_RUNS ?? 3)
// LH_CPU=<n>: the simulated phone's CPU slowdown instead of the mobile preset's 4 (LH_CPU=1 leaves this machine's
// own speed: what remains of LCP is the simulated network's part). For analysis, not the target's figure.
const CPU = process.env.LH_CPU ? Number(process.env.LH_CPU) : null
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const server = await startServer({ LOG_LEVEL: 'info' })
// the server precompresses dist/ in the background at start: measure what users get
for (let i = 0; i < 1200 && !server.logs.some((l) => l.msg === 'h5 precompressed'); i++) {
  await new Promise((r) => setTimeout(r, 100))
}
const pre = server.logs.find((l) => l.msg === 'h5 precompressed')
console.log(`precompressed: ${pre ? `${pre.files} files in ${pre.ms} ms` : 'not finished'}`)

// a user with a priced cart at the 24-hour cha chaan teng
const phone = `6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
const token = await login(server, phone)
const user = await call(server.base, 'GET', '/v1/appUser/getUser', { token })
const list = await call(server.base, 'GET', '/v1/store/merchant/list', {
  query: { vertical: 'takeaway', keyword: '美景', page: 1, pageSize: 5 }
})
const mch = list.list[0]
const menu = await call(server.base, 'GET', `/v1/store/merchant/${mch.id}/menu`)
const goods = menu.categories.flatMap((c) => c.goods).filter((g) => !g.soldOut && g.stock > 5)
const lines = goods.slice(0, 3).map((g) => ({
  goodsId: g.id,
  itemCount: 2,
  props: g.props
    .filter((p) => p.required)
    .map((p) => ({ name: p.name, values: [{ value: p.values[0].value }] }))
}))
await call(server.base, 'POST', '/v2/wm/cart/calc', {
  token,
  json: { mchId: mch.id, lat: mch.lat + 0.003, lng: mch.lng + 0.003, data: lines }
})

const pages = [
  { name: 'home', url: '/', session: false },
  { name: 'takeaway merchant', url: `/takeaway/mch-info/mch-info?id=${mch.id}`, session: false },
  { name: 'checkout', url: `/takeaway/sub-order/sub-order?mchId=${mch.id}`, session: true }
]

// LH_PAGES=home,checkout: only those (names' first word)
const only = process.env.LH_PAGES?.split(',')
if (only) pages.splice(0, pages.length, ...pages.filter((p) => only.includes(p.name.split(' ')[0])))

const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
})
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })

/** The app's stored session (zustand persist through Taro's h5 storage, as tests/e2e/api.ts writes it). */
async function prepare(withSession) {
  const page = await browser.newPage()
  await page.goto(`${server.base}/api`)
  const session = JSON.stringify({ data: JSON.stringify({ state: { token, user }, version: 1 }) })
  await page.evaluate(
    (s, on) => {
      localStorage.clear()
      if (on) localStorage.setItem('lotus.session', s)
    },
    session,
    withSession
  )
  await page.close()
}

/** LH_DETAILS=1: what moved, what the LCP element was and where the main thread went (first run of each page). */
function details(name, a) {
  const shifts = (a['layout-shifts']?.details?.items ?? []).map(
    (it) => `${it.score?.toFixed(3)} ${it.node?.selector ?? ''} ${(it.node?.snippet ?? '').slice(0, 80)}`
  )
  const lcpEl = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const work = (a['mainthread-work-breakdown']?.details?.items ?? [])
    .slice(0, 5)
    .map((it) => `${it.groupLabel ?? it.group} ${Math.round(it.duration)} ms`)
  const phases = (a['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map(
    (it) => `${it.phase} ${Math.round(it.timing)} ms`
  )
  console.log(`  [${name}] LCP element: ${lcpEl?.selector ?? '?'} ${(lcpEl?.snippet ?? '').slice(0, 80)}`)
  console.log(`  [${name}] LCP phases: ${phases.join(', ')}`)
  console.log(`  [${name}] shifts: ${shifts.length ? shifts.join(' | ') : 'none'}`)
  console.log(`  [${name}] main thread: ${work.join(', ')}`)
  // the tasks TBT counts (each one's time over 50 ms after FCP) and the scripts behind them
  const long = (a['long-tasks']?.details?.items ?? [])
    .slice(0, 8)
    .map((it) => `${Math.round(it.startTime)}+${Math.round(it.duration)} ${String(it.url).split('/').pop()}`)
  const boot = (a['bootup-time']?.details?.items ?? [])
    .slice(0, 5)
    .map(
      (it) =>
        `${String(it.url).split('/').pop()} eval ${Math.round(it.scripting)} parse ${Math.round(it.scriptParseCompile)}`
    )
  console.log(`  [${name}] long tasks (start+ms): ${long.join(', ')}`)
  console.log(`  [${name}] scripts: ${boot.join(', ')}`)
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const results = []
for (const p of pages) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    await prepare(p.session)
    const r = await lighthouse(
      `${server.base}${p.url}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // the session set above must survive; the HTTP cache is still cleared (a first visit)
        disableStorageReset: p.session,
        ...(CPU === null
          ? {}
          : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU } })
      },
      undefined
    )
    const a = r.lhr.audits
    if (process.env.LH_DETAILS && i === 0) details(p.name, a)
    if (process.env.LH_SAVE) {
      const fs = await import('node:fs')
      fs.mkdirSync(process.env.LH_SAVE, { recursive: true })
      fs.writeFileSync(
        `${process.env.LH_SAVE}/${p.name.replace(/\W+/g, '-')}-${i}.json`,
        JSON.stringify(r.lhr)
      )
    }
    runs.push({
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      score: r.lhr.categories.performance.score * 100,
      bytes: a['total-byte-weight'].numericValue,
      // Lighthouse's own CPU score of this machine at that moment: simulated times scale with it, so runs on
      // different days compare only at a similar index
      bench: r.lhr.environment.benchmarkIndex,
      // the unthrottled load's own LCP: the simulation keeps every request that ended before it, so a late
      // observed paint (headless Chromium's frames) lengthens the simulated LCP too
      observedLcp: a.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? 0
    })
  }
  const m = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]))
  results.push({ page: p.name, ...m })
  console.log(
    `${p.name.padEnd(18)} LCP ${(m.lcp / 1000).toFixed(2)} s  TBT ${m.tbt.toFixed(0)} ms  CLS ${m.cls.toFixed(3)}  ` +
      `FCP ${(m.fcp / 1000).toFixed(2)} s  score ${m.score.toFixed(0)}  ${(m.bytes / 1024).toFixed(0)} KB  ` +
      `(runs LCP ${runs.map((r) => (r.lcp / 1000).toFixed(2)).join('/')}; observed ` +
      `${runs.map((r) => (r.observedLcp / 1000).toFixed(2)).join('/')}; benchmarkIndex ${m.bench.toFixed(0)})`
  )
}

const ok = results.every((r) => r.lcp <= 2000 && r.tbt <= 150 && r.cls <= 0.05)
console.log(`targets (LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05): ${ok ? 'met' : 'NOT met'}`)
await browser.disconnect()
await chrome.kill()
await server.stop()
