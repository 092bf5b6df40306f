import { createReadStream, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { precompressDir } from '../precompress.js'
import { IMMUTABLE } from '../static.js'

/** The console's own bundle (console/, built by Vite into console/dist) at /console, beside the h5 app. */
export const CONSOLE_BASE = '/console'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8'
}

const HINT = `<!doctype html><html lang="zh-Hant-MO"><head><meta charset="utf-8"><title>Lotus 商戶後台</title></head>
<body><h1>商戶後台尚未建置</h1><p>請在專案根目錄執行 <code>npm run build -w console</code>（<code>npm start</code> 會自動建置），然後重新整理。</p></body></html>`

/**
 * Serves console/dist under /console: files as they are (Vite's hashed assets/ cached for a year, immutable;
 * brotli or gzip copies written once at start when the browser takes them), every other path the SPA's
 * index.html, revalidated each time (`no-cache`), so a new build is picked up at once. The dist folder is looked
 * at per request: a build after start needs no restart.
 */
export async function registerConsole(app: FastifyInstance, dir: string): Promise<void> {
  const root = path.resolve(dir)
  if (existsSync(path.join(root, 'index.html'))) {
    precompressDir(root).catch((err: unknown) => app.log.warn({ err }, 'console precompression failed'))
  }

  const send = (req: FastifyRequest, reply: FastifyReply, file: string, cache: string) => {
    const st = statSync(file)
    const etag = `"${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}"`
    reply.header('cache-control', cache).header('vary', 'accept-encoding').header('etag', etag)
    reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream')
    if (req.headers['if-none-match'] === etag) return reply.status(304).send()
    const accept = String(req.headers['accept-encoding'] ?? '')
    for (const [enc, ext] of [
      ['br', '.br'],
      ['gzip', '.gz']
    ] as const) {
      if (new RegExp(`\\b${enc}\\b`).test(accept) && existsSync(file + ext)) {
        reply.header('content-encoding', enc)
        return reply.send(createReadStream(file + ext))
      }
    }
    return reply.send(createReadStream(file))
  }

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const index = path.join(root, 'index.html')
    if (!existsSync(index))
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(HINT)
    let rel = ''
    try {
      rel = decodeURIComponent(req.url.split('?')[0]!.slice(CONSOLE_BASE.length)).replace(/^\/+/, '')
    } catch {
      // a malformed escape is no file: the page
    }
    const file = path.resolve(root, rel)
    // a path outside the build (../) or a folder is the SPA's page, never a file
    if (rel && file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()) {
      return send(req, reply, file, rel.startsWith('assets/') ? IMMUTABLE : 'no-cache')
    }
    // a missing hashed asset is a 404, not the page (a script tag given HTML fails confusingly)
    if (rel.startsWith('assets/'))
      return reply.status(404).type('text/plain; charset=utf-8').send('not found')
    return send(req, reply, index, 'no-cache')
  }
  // pages, not API: left out of the OpenAPI document
  app.get(CONSOLE_BASE, { schema: { hide: true } }, handler)
  app.get(`${CONSOLE_BASE}/*`, { schema: { hide: true } }, handler)
}
