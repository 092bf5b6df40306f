import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../errors.js'
import { envelope } from './errors.js'

const BUILD_HINT = `<!doctype html><html lang="zh-Hant"><head><meta charset="utf-8"><title>Lotus</title></head>
<body><h1>Lotus 伺服器運行中</h1><p>尚未建置 h5 應用：請在專案根目錄執行 <code>npm run build:h5</code>，然後重新整理。</p>
<p>API 文件：<a href="/api/docs">/api/docs</a></p></body></html>`

const isBackendPath = (url: string) => /^\/(api|mqtt)(\/|\?|$)/.test(url)

/**
 * Serves the built h5 app with history-mode fallback: a GET outside /api and /mqtt that is not a
 * file gets index.html. Index presence is checked per request so a build after start is picked up.
 */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html')
  const hasStatic = existsSync(staticDir)
  if (hasStatic) {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/', wildcard: true, index: 'index.html' })
  }

  app.setNotFoundHandler((req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isBackendPath(req.url)
    if (isPage && hasStatic && existsSync(indexFile)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html')
    }
    if (isPage && req.url.split('?')[0] === '/') {
      return reply.type('text/html; charset=utf-8').send(BUILD_HINT)
    }
    return reply.status(404).send(envelope(ErrorCode.NOT_FOUND, '找不到該接口'))
  })
}
