#!/usr/bin/env node
// npm test: every check, in order, on a fresh machine. Each step prints its own output; the last
// line sums the test counts ("tests: N passed, N failed"). Exits non-zero if any step failed.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const tmp = path.join(root, '.temp')
mkdirSync(tmp, { recursive: true })
const only = process.argv.slice(2)

let passed = 0
let failed = 0
const summary = []
/** what failed, read from the JSON reports: printed again last, since CI keeps only the tail of the output */
const failures = []

/** Failed tests and failed files (a hook or an import that threw) of one vitest JSON report. */
function collectFailures(step, j) {
  for (const file of j.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '')
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failedTests) {
      failures.push({
        step,
        title: `${rel} > ${a.fullName ?? a.title}`,
        message: (a.failureMessages ?? []).join('\n')
      })
    }
    if (!failedTests.length && file.status === 'failed') {
      failures.push({ step, title: rel, message: file.message ?? '' })
    }
  }
}

function run(name, cmd, args, { env = {}, cwd = root, report } = {}) {
  if (only.length && !only.some((o) => name.startsWith(o))) return true
  console.log(`\n━━ ${name} ━━ ${[cmd, ...args].join(' ')}`)
  const t0 = Date.now()
  if (report) rmSync(report, { force: true })
  const r = spawnSync(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' })
  const ok = r.status === 0
  let counts = ''
  if (report && existsSync(report)) {
    const j = JSON.parse(readFileSync(report, 'utf8'))
    passed += j.numPassedTests
    failed += j.numFailedTests
    collectFailures(name, j)
    counts = ` ${j.numPassedTests} passed, ${j.numFailedTests} failed`
  } else if (!ok) {
    failed += 1
  }
  summary.push(`${ok ? '✓' : '✗'} ${name}${counts} (${((Date.now() - t0) / 1000).toFixed(0)} s)`)
  return ok
}

const vitestJson = (file) => ['--reporter=default', '--reporter=json', `--outputFile=${file}`]

run('lint', 'npx', ['eslint', '.'])
run('format', 'npx', [
  'prettier',
  '--check',
  'src/**/*.{ts,tsx}',
  'contract/**/*.ts',
  'server/src/**/*.ts',
  'server/tests/**/*.ts',
  'tests/**/*.ts',
  'config/**/*.ts',
  'console/src/**/*.{ts,tsx}'
])
run('typecheck', 'npm', ['run', 'typecheck'])
run('unit (app)', 'npx', ['vitest', 'run', ...vitestJson(path.join(tmp, 'app.json'))], {
  report: path.join(tmp, 'app.json')
})
// The server suite, then its long load tests (server/vitest.load.config.ts) as a step of their own.
const serverSteps = [
  ['server', []],
  ['server load', ['--config', 'vitest.load.config.ts']]
]
for (const [name, args] of serverSteps) {
  const report = path.join(tmp, `${name.replace(' ', '-')}-pglite.json`)
  run(`${name} (PGlite)`, 'npx', ['vitest', 'run', '--root', 'server', ...args, ...vitestJson(report)], {
    env: { TEST_DATABASE_URL: '' },
    report
  })
}
for (const [name, args] of serverSteps) {
  if (!process.env.TEST_DATABASE_URL) {
    summary.push(`- ${name} (PostgreSQL) skipped: TEST_DATABASE_URL is not set`)
    continue
  }
  const report = path.join(tmp, `${name.replace(' ', '-')}-pg.json`)
  run(`${name} (PostgreSQL)`, 'npx', ['vitest', 'run', '--root', 'server', ...args, ...vitestJson(report)], {
    report
  })
}
// Several real server processes on PostgreSQL + Redis, SIGKILLed and restarted (issue 14). It makes its own
// database on TEST_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test) and its own Redis
// prefix; when either is unreachable the file prints why and skips.
{
  const report = path.join(tmp, 'scale-out.json')
  run(
    'scale-out',
    'npx',
    ['vitest', 'run', '--root', 'server', '--config', 'vitest.scale.config.ts', ...vitestJson(report)],
    {
      report
    }
  )
}
if (run('build weapp', 'npx', ['taro', 'build', '--type', 'weapp'])) {
  const report = path.join(tmp, 'weapp.json')
  run('check weapp', 'node', ['scripts/check-weapp.mjs', 'dist-weapp'], {
    env: { CHECK_REPORT: report },
    report
  })
}
// The staff console's own bundle (console/dist, served at /console): tests/e2e/console.e2e.ts opens it.
run('build console', 'npm', ['run', 'build:console'])
if (run('build h5', 'npx', ['taro', 'build', '--type', 'h5'])) {
  run(
    'browser (h5)',
    'npx',
    ['vitest', 'run', '--config', 'tests/e2e/vitest.config.ts', ...vitestJson(path.join(tmp, 'e2e.json'))],
    {
      report: path.join(tmp, 'e2e.json')
    }
  )
}

if (failures.length) {
  // a few lines of each, so the names survive in a log that keeps only its last hundred lines
  console.log('\n━━ failures ━━')
  for (const f of failures.slice(0, 8)) {
    const lines = f.message.split('\n').filter((l) => l.trim())
    console.log(`✗ [${f.step}] ${f.title}\n    ${lines.slice(0, 6).join('\n    ').slice(0, 900)}`)
  }
  if (failures.length > 8) console.log(`… and ${failures.length - 8} more`)
}
console.log(`\n━━ summary ━━\n${summary.join('\n')}`)
const stepsFailed = summary.some((s) => s.startsWith('✗'))
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(stepsFailed ? 1 : 0)
