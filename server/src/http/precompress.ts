import { createReadStream, createWriteStream, existsSync, readdirSync, statSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/** Text files worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/i
const MIN_BYTES = 1024

function* walk(dir: string): Generator<string> {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) yield* walk(p)
    else if (e.isFile()) yield p
  }
}

const fresh = (file: string, derived: string) =>
  existsSync(derived) && statSync(derived).mtimeMs >= statSync(file).mtimeMs

async function write(file: string, out: string, make: () => NodeJS.ReadWriteStream): Promise<void> {
  const tmp = `${out}.${process.pid}.tmp`
  await pipeline(createReadStream(file), make(), createWriteStream(tmp))
  // atomic: a request never sees a half-written .br
  await rename(tmp, out)
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside every compressible built file that
 * lacks an up-to-date one; @fastify/static (`preCompressed`) then answers `Accept-Encoding` with them,
 * so no response is compressed per request. Returns how many files were compressed.
 */
export async function precompressDir(dir: string): Promise<number> {
  if (!existsSync(dir)) return 0
  let n = 0
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue
    let did = false
    if (!fresh(file, `${file}.br`)) {
      await write(file, `${file}.br`, () =>
        createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: statSync(file).size
          }
        })
      )
      did = true
    }
    if (!fresh(file, `${file}.gz`)) {
      await write(file, `${file}.gz`, () => createGzip({ level: 9 }))
      did = true
    }
    if (did) n++
  }
  return n
}

/** Webpack's `[contenthash:8]` names (js/app.1a2b3c4d.js): their content never changes under that name. */
export const isHashedAsset = (file: string): boolean =>
  /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.basename(file).replace(/\.(br|gz)$/, ''))
