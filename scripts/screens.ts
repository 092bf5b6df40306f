/**
 * `npm run screens` (issue 8 §6): builds h5 if dist/ (or LOTUS_OUT, as in the browser tests) is missing,
 * starts the server on a fresh in-memory database, logs a new user in, and writes a 375×812 PNG of every
 * registered page (with real ids), each once its content is shown, into .temp/screens/. Pages that need an id get one from this server (tests/e2e/page-ids.ts, shared with the
 * browser accessibility check): merchants of each vertical, goods, an unpaid order, a spell room, group deals.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { apiClient, newPhone } from '../tests/e2e/api'
import { startHarness } from '../tests/e2e/harness'
import { pageQueries, pageUrl, registeredPages } from '../tests/e2e/page-ids'

const root = path.resolve(__dirname, '..')
const out = path.join(root, '.temp', 'screens')
// a parallel build (LOTUS_OUT) is built and served where it is written, as tests/e2e/harness.ts does
const dist = process.env.LOTUS_OUT ? path.resolve(root, process.env.LOTUS_OUT) : path.join(root, 'dist')

/** The shown Taro page has its content: text and no loading shape left (a condition, not a timer). */
const shown = () => {
  const current = Array.from(document.querySelectorAll<HTMLElement>('.taro_page')).find(
    (p) => getComputedStyle(p).display !== 'none'
  )
  return (
    !!current &&
    (current.innerText ?? '').trim().length > 0 &&
    !current.querySelector('[aria-busy="true"], .nut-skeleton')
  )
}

async function main() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log(`${path.relative(root, dist) || dist} missing: building h5 …`)
    execFileSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: root, stdio: 'inherit' })
  }
  mkdirSync(out, { recursive: true })
  const h = await startHarness()
  try {
    const api = apiClient(h)
    const user = await api.login(newPhone())
    const queries = await pageQueries(api, user)
    const { context } = await h.newPhone()
    await api.signIn(context, user)
    const page = await context.newPage()
    // `npm run screens -- supermarket group/mch-info`: only the pages whose path contains one of the words
    const only = process.argv.slice(2)
    const pages = (await registeredPages()).filter((p) => !only.length || only.some((w) => p.includes(w)))
    for (const taroPath of pages) {
      const url = pageUrl(taroPath, queries)
      const file = path.join(
        out,
        `${taroPath
          .replace(/^\//, '')
          .replace(/\/index$/, '')
          .replace(/\//g, '_')}.png`
      )
      try {
        await page.goto(url)
        const ready = await page.waitForFunction(shown, undefined, { timeout: 30_000, polling: 100 }).then(
          () => true,
          () => false
        )
        await page.screenshot({ path: file })
        console.log(`${url} → ${path.relative(root, file)}${ready ? '' : ' (still loading after 30 s)'}`)
      } catch (e) {
        console.error(`${url}: ${(e as Error).message}`)
      }
    }
    await context.close()
  } finally {
    await h.stop()
  }
}

void main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e)
    process.exit(1)
  }
)
