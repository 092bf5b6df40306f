#!/usr/bin/env node
// npm run bench: every benchmark in turn (build h5 and weapp first). Numbers go to docs/performance.md by hand.
import { spawnSync } from 'node:child_process'
import { root } from './lib.mjs'

for (const f of [
  'signed-api.mjs',
  'bundle-size.mjs',
  'takeaway-read.mjs',
  'page-html.mjs',
  'orders.mjs',
  'spell-latency.mjs',
  'board.mjs'
]) {
  console.log(`\n== bench/${f}`)
  const r = spawnSync(process.execPath, [`bench/${f}`], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}
