#!/usr/bin/env node
// npm start: build the h5 app when the sources are newer than the build, compile the server (server/dist, about
// a second), then run the one server process that serves the app, /api and /mqtt on PORT (default 8080), with
// data in ./.data.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dist = path.join(root, 'dist')

function newest(dir) {
  let t = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs)
  }
  return t
}

const built = existsSync(path.join(dist, 'index.html')) ? statSync(path.join(dist, 'index.html')).mtimeMs : 0
const sources = Math.max(
  newest(path.join(root, 'src')),
  newest(path.join(root, 'config')),
  ...['.env', 'package.json'].map((f) => statSync(path.join(root, f)).mtimeMs)
)
if (built < sources) {
  console.log('[start] building the h5 app (taro build --type h5)…')
  const r = spawnSync('npx', ['taro', 'build', '--type', 'h5'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
} else {
  console.log('[start] h5 build is up to date')
}

// The staff console (console/, Vite): built the same way, when its sources are newer than its build.
const consoleDir = path.join(root, 'console')
const consoleBuilt = existsSync(path.join(consoleDir, 'dist/index.html'))
  ? statSync(path.join(consoleDir, 'dist/index.html')).mtimeMs
  : 0
const consoleSources = Math.max(
  newest(path.join(consoleDir, 'src')),
  newest(path.join(root, 'contract')),
  ...['index.html', 'vite.config.ts', 'package.json'].map((f) => statSync(path.join(consoleDir, f)).mtimeMs)
)
if (consoleBuilt < consoleSources) {
  console.log('[start] building the staff console (npm run build -w console)…')
  const r = spawnSync('npm', ['run', 'build', '-w', 'console'], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
} else {
  console.log('[start] console build is up to date')
}
if (process.env.NODE_ENV !== 'production') {
  const port = process.env.PORT ?? '8080'
  console.log(
    [
      `[start] staff console: http://localhost:${port}/console`,
      '[start]   development logins (password lotus-staff-dev; never seeded in production):',
      '[start]   <shop key>-owner and <shop key>-staff per demo shop (e.g. mei-king-cct-owner, mei-king-cct-staff),',
      '[start]   lotus-mart-areia-chain-owner (a chain of three stores), rider1, rider2, rider3, operator.',
      '[start]   Owners and the operator set up an authenticator app (TOTP) at their first login.'
    ].join('\n')
  )
}

const env = {
  ...process.env,
  STATIC_DIR: process.env.STATIC_DIR ?? dist,
  DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data')
}
const serverDir = path.join(root, 'server')
const { buildServer } = await import(pathToFileURL(path.join(serverDir, 'scripts/build.mjs')).href)
const entry = await buildServer()
// source maps only cost when a stack is read (logged faults), and make those stacks point at the .ts lines
const server = spawn(process.execPath, ['--enable-source-maps', entry], {
  cwd: serverDir,
  env,
  stdio: 'inherit'
})
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig))
server.on('exit', (code) => process.exit(code ?? 0))
