import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Where a page's own `<head>` additions go: before the entry's tags, as the build lists them (-1: no head). */
export const entryTagsAt = (html: string): number =>
  html.search(/<script defer|<script src|<link href|<\/head>/)

export interface PageHtml {
  /** the page's HTML text (page-boot.ts adds to it per request) */
  html: string
  body: Buffer
  br: Buffer
  gzip: Buffer
  etag: string
}

/**
 * Issue 13: index.html for one page URL, naming that page's chunk files (dist/route-chunks.json, written by the
 * h5 build's config/route-chunks.ts) as `<link rel="preload">`, so a first visit fetches them beside the entry
 * rather than after it has run. Built once per URL and build (the two files' times and sizes), with its brotli and gzip.
 * A URL the build names no chunk for answers null: the plain index.html is served as before.
 */
export function routePreloader(staticDir: string): (pathname: string) => PageHtml | null {
  const indexFile = path.join(staticDir, 'index.html')
  const chunksFile = path.join(staticDir, 'route-chunks.json')
  let built = ''
  let chunks: Record<string, string[]> = {}
  let index = ''
  const pages = new Map<string, PageHtml>()

  return (pathname) => {
    let mtime: string
    try {
      const a = statSync(indexFile)
      const b = statSync(chunksFile)
      mtime = `${a.mtimeMs}:${a.size}:${b.mtimeMs}:${b.size}`
    } catch {
      return null // no build, or a build without the chunk list
    }
    if (mtime !== built) {
      try {
        chunks = JSON.parse(readFileSync(chunksFile, 'utf8')) as Record<string, string[]>
        index = readFileSync(indexFile, 'utf8')
      } catch {
        return null
      }
      built = mtime
      pages.clear()
    }
    const key = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    const files = Object.hasOwn(chunks, key) ? chunks[key] : undefined
    if (!files?.length) return null
    const cached = pages.get(key)
    if (cached) return cached
    const links = files
      .filter((f) => /^\/[\w./-]+\.(js|css)$/.test(f))
      .map((f) => `<link rel="preload" as="${f.endsWith('.css') ? 'style' : 'script'}" href="${f}">`)
      .join('')
    const at = entryTagsAt(index)
    const html = at < 0 ? index : index.slice(0, at) + links + index.slice(at)
    const body = Buffer.from(html)
    const page: PageHtml = {
      html,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(body, { level: 9 }),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`
    }
    pages.set(key, page)
    return page
  }
}
