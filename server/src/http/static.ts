import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from '../errors.js'
import { envelope } from './errors.js'
import { isHashedAsset, precompressDir } from './precompress.js'
import { routePreloader } from './route-preload.js'

/** Hashed bundles: a year, never revalidated (a new build has new names). */
export const IMMUTABLE = 'public, max-age=31536000, immutable'

const BUILD_HINT = `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>Lotus</title></head>
<body><h1>Lotus 伺服器運行中</h1><p>尚未建置 h5 應用：請在專案根目錄執行 <code>npm run build:h5</code>，然後重新整理。</p>
<p>API 文件：<a href="/api/docs">/api/docs</a></p></body></html>`

const isBackendPath = (url: string) => /^\/(api|mqtt)(\/|\?|$)/.test(url)

/**
 * Serves the built h5 app with history-mode fallback: a GET outside /api and /mqtt that is not a
 * file gets index.html. Index presence is checked per request so a build after start is picked up.
 * Delivery (issue 13): brotli / gzip files written once at start (precompress.ts) are sent to clients
 * that accept them; hashed files are cached for a year as immutable, everything else (index.html
 * first) is revalidated every time with its ETag / Last-Modified (`no-cache`). A page URL's index.html names
 * that page's chunks as preloads (route-preload.ts).
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
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
  /** index.html for a page URL, naming that page's chunks when the build lists them (route-preload.ts). */
  const sendPage = (req: FastifyRequest, reply: FastifyReply) => {
    const page = preload(req.url.split('?')[0]!)
    if (!page) return reply.header('vary', 'accept-encoding').sendFile('index.html')
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag)
    if (req.headers['if-none-match'] === page.etag) return reply.status(304).send()
    reply.type('text/html; charset=utf-8')
    const accept = String(req.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(page.br)
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(page.gzip)
    return reply.send(page.body)
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
    return reply.status(404).send(envelope(ErrorCode.NOT_FOUND, '找不到該接口'))
  })
}
