import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The reference docs describe the present: every repository path they name in backticks or link to exists, and
 * none reads like a work diary (history lives in git).
 */
const ROOT = path.resolve(__dirname, '../..')
const DOCS = [
  'README.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`)
]

/** Folders a path named in a doc starts from (the repository root). */
const TOP = /^(src|server|contract|config|tests|bench|scripts|docs|types|\.ci)\//
/** Build outputs and run-time folders: named in the docs, absent from a checkout. */
const BUILT = /^(server\/dist|dist|dist-weapp|server\/\.data)\//
/** Placeholders (`src/packages/<root>/`, `*.test.ts`, `…`) and alternatives (`a|b`) are not paths. */
const PATTERN = /[<>*{}…|$]/

/** A module path may leave out its extension or platform suffix, as an import does. */
function exists(p: string): boolean {
  const abs = path.join(ROOT, p)
  return ['', '.ts', '.tsx', '.h5.ts', '.h5.tsx', '.mjs', '/index.ts', '/index.tsx'].some((ext) =>
    existsSync(abs + ext)
  )
}

/** Repository paths a doc names: `code spans` starting at a top folder, and relative links. */
function namedPaths(doc: string, text: string): string[] {
  const found = new Set<string>()
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    for (const word of (m[1] ?? '').split(/\s+/)) {
      const p = word.replace(/[:#(].*$/, '').replace(/[),.;]+$/, '')
      if (TOP.test(p) && !BUILT.test(p) && !PATTERN.test(p)) found.add(p)
    }
  }
  for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (m[1] ?? '').replace(/#.*$/, '')
    if (!target || /^[a-z]+:/i.test(target)) continue
    found.add(path.posix.normalize(path.posix.join(path.posix.dirname(doc), target)))
  }
  return [...found]
}

/** Every text source under `dirs` (no node_modules, no build output). */
function sourceFiles(dirs: string[]): string[] {
  const out: string[] = []
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(ROOT, rel), { withFileTypes: true })) {
      const child = `${rel}/${e.name}`
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist') walk(child)
      } else if (/\.(ts|tsx|mjs|cjs|js|scss)$/.test(e.name)) out.push(child)
    }
  }
  for (const d of dirs) if (existsSync(path.join(ROOT, d))) walk(d)
  return out
}

describe('docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    const text = readFileSync(path.join(ROOT, doc), 'utf8')
    expect(namedPaths(doc, text).filter((p) => !exists(p))).toEqual([])
  })

  it('finds a path that does not exist (the check can fail)', () => {
    const text = 'see `src/no-such-folder/x.ts` and [a link](docs/missing.md), not `src/packages/<root>/`'
    expect(namedPaths('CONTRIBUTING.md', text).filter((p) => !exists(p))).toEqual([
      'src/no-such-folder/x.ts',
      'docs/missing.md'
    ])
  })

  it('every docs/<name>.md named in the docs or the code exists', () => {
    const named = new Map<string, string>()
    // this file names a missing doc on purpose, to show the path check fails
    const files = [
      ...DOCS,
      ...sourceFiles(['src', 'contract', 'config', 'server/src', 'server/tests', 'bench', 'scripts', 'tests'])
    ].filter((f) => f !== 'tests/unit/docs.test.ts')
    for (const file of files) {
      for (const m of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        if (!existsSync(path.join(ROOT, m[0]))) named.set(m[0], file)
      }
    }
    expect(Object.fromEntries(named)).toEqual({})
  })

  it('keep no diary: no docs/notes/, no sessions, no issue-numbered file names', () => {
    expect(existsSync(path.join(ROOT, 'docs/notes'))).toBe(false)
    const diaries = DOCS.filter((doc) =>
      /\b(first|second|third|[a-z]+th|\d+(st|nd|rd|th)) session\b/i.test(
        readFileSync(path.join(ROOT, doc), 'utf8')
      )
    )
    expect(diaries).toEqual([])
    expect(DOCS.filter((doc) => /issue-?\d/i.test(doc))).toEqual([])
  })
})
