#!/usr/bin/env node
// h5 first-load JS (gzip) for `/`: loads the built app in Chromium at 375×812 and gzips every
// script the page fetched before it settled; and the weapp main package size from dist-weapp/.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { root, startServer } from './lib.mjs'

const size = (p) =>
  statSync(p).isDirectory() ? readdirSync(p).reduce((n, f) => n + size(path.join(p, f)), 0) : statSync(p).size

async function h5FirstLoad() {
  const srv = await startServer({ LOG_LEVEL: 'warn' })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run'
    ]
  })
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } })
  const scripts = []
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ url: r.url(), body: await r.body().catch(() => Buffer.alloc(0)) })
  })
  await page.goto(`${srv.base}/`, { waitUntil: 'networkidle' })
  await browser.close()
  await srv.stop()
  const files = scripts.map((s) => ({
    file: new URL(s.url).pathname,
    raw: s.body.length,
    gzip: gzipSync(s.body, { level: 9 }).length
  }))
  return {
    files,
    rawBytes: files.reduce((n, f) => n + f.raw, 0),
    gzipBytes: files.reduce((n, f) => n + f.gzip, 0)
  }
}

function weappMain() {
  const out = path.join(root, 'dist-weapp')
  if (!existsSync(path.join(out, 'app.json'))) return null
  const app = JSON.parse(readFileSync(path.join(out, 'app.json'), 'utf8'))
  const roots = new Set(app.subPackages.map((s) => s.root))
  let main = 0
  for (const f of readdirSync(out)) {
    if (f === 'packages') {
      for (const g of readdirSync(path.join(out, f)))
        if (!roots.has(`packages/${g}`)) main += size(path.join(out, f, g))
    } else main += size(path.join(out, f))
  }
  const subs = Object.fromEntries([...roots].map((r) => [r, size(path.join(out, r))]))
  return { mainBytes: main, subpackageBytes: subs }
}

const h5 = await h5FirstLoad()
console.log(
  JSON.stringify(
    {
      bench: 'bundle sizes',
      h5FirstLoad: {
        gzipKB: +(h5.gzipBytes / 1024).toFixed(1),
        rawKB: +(h5.rawBytes / 1024).toFixed(1),
        files: h5.files
      },
      weapp: weappMain()
    },
    null,
    2
  )
)
