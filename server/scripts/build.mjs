#!/usr/bin/env node
// The server as the process runs it: one ES module (esbuild; packages stay in node_modules) with its source map,
// beside a copy of the migrations (src/db/migrate.ts reads them next to the module). Running compiled JS instead
// of tsx saves the per-start transform and tsx's keepNames wrapping of every function (`__name`), which cost
// about 15 % of cart-calc throughput (docs/performance.md). `node scripts/build.mjs [outDir]`, default dist/.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Builds `<outDir>/main.mjs` (+ .map) and `<outDir>/migrations/`; returns the module's path. */
export async function buildServer(outDir = path.join(serverDir, 'dist')) {
  rmSync(path.join(outDir, 'migrations'), { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true })
  const outfile = path.join(outDir, 'main.mjs')
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    tsconfig: path.join(serverDir, 'tsconfig.json'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node.split('.')[0]}`,
    packages: 'external',
    sourcemap: 'linked',
    outfile,
    logLevel: 'warning'
  })
  return outfile
}

/**
 * Removes `<parent>/<prefix><pid>` builds of processes that are gone (a test runner killed before its exit
 * handler ran leaves its build behind).
 */
function removeStaleBuilds(parent, prefix) {
  let names = []
  try {
    names = readdirSync(parent)
  } catch {
    return
  }
  for (const name of names) {
    const pid = name.startsWith(prefix) ? Number(name.slice(prefix.length)) : NaN
    if (!Number.isInteger(pid) || pid <= 0) continue
    try {
      process.kill(pid, 0)
    } catch (err) {
      if (err.code === 'ESRCH') rmSync(path.join(parent, name), { recursive: true, force: true })
    }
  }
}

/**
 * The server built once for this process as `<parent>/<prefix><pid>/main.mjs` (the benches, the browser tests):
 * kept on globalThis, since a test runner evaluates its modules again for each file, and removed when the
 * process exits; builds left by processes that are gone are removed first.
 */
export function processBuild(parent, prefix) {
  const key = Symbol.for(`lotus.server-build.${prefix}`)
  globalThis[key] ??= (() => {
    removeStaleBuilds(parent, prefix)
    const out = path.join(parent, `${prefix}${process.pid}`)
    process.once('exit', () => rmSync(out, { recursive: true, force: true }))
    return buildServer(out)
  })()
  return globalThis[key]
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // no top-level await: tsx loads this file through require() when a CommonJS script imports the e2e harness
  buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined).then(
    (out) => console.log(`[build] ${path.relative(process.cwd(), out)}`),
    (err) => {
      console.error(err)
      process.exit(1)
    }
  )
}
