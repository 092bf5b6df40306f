import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(__dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

describe('build-time environment (issue 8 §5)', () => {
  it('every TARO_APP_ variable the app reads is defined in .env, so no `process` is left at run time', () => {
    const defined = new Set(
      readFileSync(path.join(root, '.env'), 'utf8')
        .split('\n')
        .map((l) => /^\s*(TARO_APP_\w+)\s*=/.exec(l)?.[1])
        .filter(Boolean)
    )
    const read = new Set<string>()
    for (const f of sources(path.join(root, 'src')))
      for (const m of readFileSync(f, 'utf8').matchAll(/process\.env\.(TARO_APP_\w+)/g))
        read.add(m[1] as string)
    expect(read.size).toBeGreaterThan(0)
    expect([...read].filter((k) => !defined.has(k))).toEqual([])
  })
})
