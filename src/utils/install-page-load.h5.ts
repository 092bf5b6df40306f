import { createPageLoadOverlay } from './page-load-overlay'
import { trackChunkLoads } from './page-load'

type ChunkLoader = (id: string | number) => Promise<unknown>

/**
 * h5: every lazily loaded page comes through webpack's chunk loader (`__webpack_require__.e`), so it is
 * wrapped once at launch: loading shown after 200 ms, a timeout after 60000 ms, 'Loading chunk failed'
 * with a retry (webpack gives up after 120 s, chunkLoadTimeout in config/index.ts).
 */
export function installPageLoad(): void {
  if (typeof __webpack_require__ === 'undefined') return
  const req = __webpack_require__ as unknown as { e?: ChunkLoader; lotusTracked?: boolean }
  if (!req.e || req.lotusTracked) return
  const overlay = createPageLoadOverlay()
  req.e = trackChunkLoads(req.e.bind(req), overlay.render)
  req.lotusTracked = true
}
