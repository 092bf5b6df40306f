#!/usr/bin/env node
// Which packages make up each h5 chunk: build with LOTUS_SOURCEMAP=1 LOTUS_OUT=<dir>, then
// `node scripts/analyze-bundle.mjs <dir>/js [chunk-name-part …]`. Sizes are of original sources.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const dir = process.argv[2] ?? 'dist/js'
const only = process.argv.slice(3)
for (const f of readdirSync(dir).filter((f) => f.endsWith('.js.map'))) {
  if (only.length && !only.some((o) => f.includes(o))) continue
  const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8'))
  const agg = {}
  m.sources.forEach((s, i) => {
    const c = m.sourcesContent?.[i] ?? ''
    const k0 = s.replace(/^webpack:\/\/[^/]*\//, '')
    const mm = k0.match(/node_modules\/((@[^/]+\/)?[^/]+)/)
    const k = mm ? mm[1] : k0.split('/').slice(0, 3).join('/')
    agg[k] = (agg[k] ?? 0) + c.length
  })
  const total = Object.values(agg).reduce((a, b) => a + b, 0)
  console.log(`== ${f} (${(total / 1024).toFixed(0)} KB sources)`)
  Object.entries(agg)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .forEach(([k, v]) => console.log(`  ${(v / 1024).toFixed(1).padStart(7)} KB  ${k}`))
}
