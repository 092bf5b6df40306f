import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../errors.js'
import { failure } from './errors.js'
import { isHashedAsset, precompressDir } from './precompress.js'
import { type Clock, systemClock } from '../clock.js'
import { PAGE_SHELL_ID } from '@lotus/contract/page-boot'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import { pageLocale } from '../i18n/request-locale.js'
import { holdEntry } from './hold-entry.js'
import {
  drawsIn,
  type FirstScreenAsk,
  firstScreenLoader,
  pageStyles,
  shellHtml,
  SHELL_DROP,
  shellLanguageGuard,
  stylesBlocking
} from './first-screen.js'
import type { PageBootFn } from './page-boot.js'
import { entryTagsAt, type PageHtml, routePreloader } from './route-preload.js'

/** Hashed bundles: a year, never revalidated (a new build has new names). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

const BUILD_HINT = `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>Lotus</title></head>
<body><h1>Lotus 伺服器運行中</h1><p>尚未建置 h5 應用：請在專案根目錄執行 <code>npm run build:h5</code>，然後重新整理。</p>
<p>API 文件：<a href="/api/docs">/api/docs</a></p></body></html>`

/** A page with its first screen's answers (page-boot.ts), compressed on first use per encoding. */
interface BootPage {
  body: Buffer
  etag: string
  br?: Buffer
  gzip?: Buffer
  /** its first screen is drawn in the reader's language (cookie, else Accept-Language): caches must vary on them */
  byLanguage?: boolean
}
const BOOT_PAGE_MS = 2000
const BOOT_PAGES_MAX = 5000

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const isBackendPath = (url: string) => /^\/(api|mqtt)(\/|\?|$)/.test(url)

/**
 * Serves the built h5 app with history-mode fallback: a GET outside /api and /mqtt that is not a
 * file gets index.html. Index presence is checked per request so a build after start is picked up.
 * Delivery (issue 13): brotli / gzip files written once at start (precompress.ts) are sent to clients
 * that accept them; hashed files are cached for a year as immutable, everything else (index.html
 * first) is revalidated every time with its ETag / Last-Modified (`no-cache`). A page URL's index.html names
 * that page's chunks as preloads (route-preload.ts), and for home and a merchant's page the first screen's
 * answers and picture (page-boot.ts).
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  boot: PageBootFn | null = null,
  clock: Clock = systemClock,
  /** Subscribes to shops' menu edits (issue 37): a kept page with an old menu must not outlive the edit. */
  onMenuChange?: (listener: () => void) => void
): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html')
  const hasStatic = existsSync(staticDir)
  if (hasStatic) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      // the build's renderer of first screens is the server's (first-screen.ts), not a file for browsers
      allowedPath: (pathname) => !pathname.startsWith('/ssr/'),
      etag: true,
      lastModified: true,
      setHeaders(res, file) {
        res.setHeader('cache-control', isHashedAsset(file) ? IMMUTABLE : 'no-cache')
        res.setHeader('vary', 'accept-encoding')
      }
    })
    const started = Date.now()
    precompressDir(staticDir).then(
      (files) => app.log.info({ files, ms: Date.now() - started }, 'h5 precompressed'),
      (err: unknown) => app.log.warn({ err }, 'h5 precompression failed; serving uncompressed')
    )
  }

  const preload = routePreloader(staticDir)
  const screens = firstScreenLoader(staticDir)
  /**
   * The page's first screen drawn by the build's renderer in the reader's language, or null (none, a renderer
   * that does not speak it, or it failed: the page goes without).
   */
  const drawScreen = (ask: FirstScreenAsk, html: string, locale: Locale): string | null => {
    const r = screens()
    if (!r || !drawsIn(r, locale)) return null
    try {
      // Chinese is asked as before issue 39 (same call, same markup)
      const markup =
        locale === DEFAULT_LOCALE
          ? r.renderTakeawayMerchant(ask.boot, ask.id, clock.now())
          : r.renderTakeawayMerchant(ask.boot, ask.id, clock.now(), locale)
      return markup ? shellHtml(markup, pageStyles(html), ask) : null
    } catch (err) {
      app.log.warn({ err }, 'first screen failed; the page is sent without it')
      return null
    }
  }
  /** index.html for a page URL, naming that page's chunks when the build lists them (route-preload.ts). */
  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const [pathname, search = ''] = req.url.split('?') as [string, string?]
    const built = preload(pathname)
    if (!built) return reply.header('vary', 'accept-encoding').sendFile('index.html')
    const page = boot ? await bootPage(built, pathname, search, pageLocale(req)) : null
    const etag = page?.etag ?? built.etag
    const vary = page?.byLanguage ? 'accept-encoding, accept-language, cookie' : 'accept-encoding'
    reply.header('cache-control', 'no-cache').header('vary', vary).header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.status(304).send()
    reply.type('text/html; charset=utf-8')
    const accept = String(req.headers['accept-encoding'] ?? '')
    const br = /\bbr\b/.test(accept)
    const gz = !br && /\bgzip\b/.test(accept)
    if (br) reply.header('content-encoding', 'br')
    if (gz) reply.header('content-encoding', 'gzip')
    if (!page) return reply.send(br ? built.br : gz ? built.gzip : built.body)
    // for the one encoding asked for, once per page kept (a quick setting: a page lives BOOT_PAGE_MS)
    if (br) {
      page.br ??= await brotliAsync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      return reply.send(page.br)
    }
    if (gz) {
      page.gzip ??= await gzipAsync(page.body, { level: 6 })
      return reply.send(page.gzip)
    }
    return reply.send(page.body)
  }
  /**
   * A page with answers is kept BOOT_PAGE_MS, as the menu itself is (catalogue-service.ts): at lunch hour one
   * shop's page is built and compressed once in that time, not once per visitor (it costs a query, the JSON and
   * a brotli pass). Keyed by build, language (its first screen's words) and URL; a map grown past BOOT_PAGES_MAX (URLs with junk queries) starts over.
   */
  const bootPages = new Map<string, { until: number; page: BootPage | null }>()
  onMenuChange?.(() => bootPages.clear())
  const bootPage = async (
    built: PageHtml,
    pathname: string,
    search: string,
    locale: Locale
  ): Promise<BootPage | null> => {
    const key = `${built.etag} ${locale} ${pathname}?${search}`
    const now = clock.now()
    const hit = bootPages.get(key)
    if (hit && hit.until > now) return hit.page
    const page = await withBoot(built, pathname, search, locale)
    if (bootPages.size >= BOOT_PAGES_MAX) bootPages.clear()
    bootPages.set(key, { until: now + BOOT_PAGE_MS, page })
    return page
  }
  /** The page with this URL's first-screen answers, or null. */
  const withBoot = async (
    page: PageHtml,
    pathname: string,
    search: string,
    locale: Locale
  ): Promise<BootPage | null> => {
    let extra
    try {
      extra = await boot!(pathname, new URLSearchParams(search), locale)
    } catch (err) {
      app.log.warn({ err }, 'page boot failed; the page is sent without it')
      return null
    }
    if (!extra) return null
    // a first screen the build can draw (first-screen.ts): over the app until it has drawn the same; its page
    // style sheet then blocks the first paint, so the copy is never drawn unstyled
    const screen = extra.screen ? drawScreen(extra.screen, page.html, locale) : null
    const base = screen ? stylesBlocking(page.html) : page.html
    const head = entryTagsAt(base)
    const end = base.lastIndexOf('</body>')
    if (head < 0 || end < head) return null
    const body = (screen ? shellLanguageGuard(locale) + screen + SHELL_DROP : '') + extra.body
    const before = base.slice(0, head) + extra.head + base.slice(head, end) + body
    const html = (extra.holdEntry || screen ? holdEntry(before, PAGE_SHELL_ID) : before) + base.slice(end)
    // the ETag leaves out when the answers were read: a browser holding the same answers gets a 304 (its copy's
    // older time makes the app ask again once it is past PAGE_BOOT_FRESH_MS)
    const hash = createHash('sha1')
      .update(base)
      .update(extra.head)
      .update(extra.version)
      .update(screen ?? '')
    // another language's page is another page, drawn or not (Chinese keeps its ETag of before issue 39)
    if (extra.screen && locale !== DEFAULT_LOCALE) hash.update(locale)
    const etag = `"${hash.digest('base64url')}"`
    return { body: Buffer.from(html), etag, byLanguage: Boolean(extra.screen) }
  }
  // the home page: a route of its own, ahead of the static files' wildcard
  if (hasStatic) {
    app.get('/', (req, reply) =>
      existsSync(indexFile) ? sendPage(req, reply) : reply.type('text/html; charset=utf-8').send(BUILD_HINT)
    )
  }

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isBackendPath(req.url)
    if (isPage && hasStatic && existsSync(indexFile)) return sendPage(req, reply)
    if (isPage && req.url.split('?')[0] === '/') {
      return reply.type('text/html; charset=utf-8').send(BUILD_HINT)
    }
    return reply.status(404).send(failure(req, ErrorCode.NOT_FOUND, '找不到該接口'))
  })
}
