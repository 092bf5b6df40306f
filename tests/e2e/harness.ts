import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { processBuild } from '../../server/scripts/build.mjs'

const root = path.resolve(__dirname, '../..')

/** The server as `npm start` runs it, compiled once per test process into .temp/. */
const serverEntry = () => processBuild(path.join(root, '.temp'), 'e2e-server-')

export interface SmsLine {
  areaCode: string
  phone: string
  code: string
  type: string
}

export interface Harness {
  baseUrl: string
  browser: Browser
  /** every JSON log line the server printed */
  logs: Record<string, unknown>[]
  newPhone: (ctx?: BrowserContext) => Promise<{ page: Page; context: BrowserContext }>
  /** the newest SMS code the server logged for this phone (api-conventions: tests read codes from the log) */
  waitForCode: (phone: string, type?: string) => Promise<string>
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address()
      s.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))))
    })
  })
}

async function waitFor<T>(
  fn: () => T | undefined | Promise<T | undefined>,
  ms: number,
  what: string
): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await fn()
    if (v !== undefined) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** `env` adds server environment (e.g. SMS_RESEND_MS for a flow that sends several codes to one phone). */
export async function startHarness(opts: { env?: Record<string, string> } = {}): Promise<Harness> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const logs: Record<string, unknown>[] = []
  const entry = await serverEntry()
  const server: ChildProcess = spawn(process.execPath, ['--enable-source-maps', entry], {
    cwd: path.join(root, 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      // a parallel build (LOTUS_OUT) is tested where it was written
      STATIC_DIR: process.env.LOTUS_OUT ? path.resolve(root, process.env.LOTUS_OUT) : path.join(root, 'dist'),
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      ...opts.env
    },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let buf = ''
  server.stdout?.on('data', (d: Buffer) => {
    buf += d.toString()
    let i: number
    while ((i = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, i)
      buf = buf.slice(i + 1)
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>)
      } catch {
        // not a JSON line
      }
    }
  })
  server.stderr?.on('data', (d: Buffer) => process.stderr.write(d))
  await waitFor(
    async () => {
      try {
        const r = await fetch(`${baseUrl}/api`)
        return r.ok ? true : undefined
      } catch {
        return undefined
      }
    },
    90_000,
    'the server'
  )
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync'
    ]
  })
  // Lotus speaks Traditional Chinese by default and a context without a locale would read as English (the console
  // and the app follow the browser's language): every context is a zh-TW one unless a test names another language
  const newContext = browser.newContext.bind(browser)
  browser.newContext = (options = {}) => newContext({ locale: 'zh-TW', ...options })
  return {
    baseUrl,
    browser,
    logs,
    newPhone: async (existing) => {
      const context =
        existing ??
        (await browser.newContext({
          viewport: { width: 375, height: 812 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          locale: 'zh-TW',
          baseURL: baseUrl
        }))
      const page = await context.newPage()
      // ceilings for a loaded 2-core machine; every wait is for a condition
      page.setDefaultTimeout(60_000)
      page.setDefaultNavigationTimeout(60_000)
      // an uncaught error in the app is the first thing to read when a flow fails
      page.on('pageerror', (e) => process.stderr.write(`[page error] ${e.message}\n`))
      if (process.env.E2E_CONSOLE) page.on('console', (m) => process.stderr.write(`[console] ${m.text()}\n`))
      return { page, context }
    },
    waitForCode: (phone, type = 'login') =>
      waitFor(
        () => {
          const hit = [...logs]
            .reverse()
            .find((l) => l.msg === 'sms code' && l.phone === phone && l.type === type)
          return hit ? String(hit.code) : undefined
        },
        10_000,
        `an SMS code for ${phone}`
      ),
    stop: async () => {
      await browser.close()
      server.kill('SIGTERM')
      await new Promise((r) => server.once('exit', r))
    }
  }
}
