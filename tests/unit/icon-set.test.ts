import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import * as icons from '../../src/components/icon/paths'

const root = path.resolve(__dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [p] : []
  })
}

/** Text lines of JSX (not comments) that draw a UI symbol as a character instead of an icon of the set. */
function glyphLines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, i) => ({ line, i }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(
      ({ line }) =>
        /[♡♥⌫✓✔★☆⋯＋－⌄▾☑☐🔍📍]/u.test(line) ||
        // a close cross (the multiplication sign of "× 2" or "×{qty}" is text, not an icon)
        /×(?!\s*[\d{$])/.test(line) ||
        // a chevron that ends a row or a link ("糧油米麵 › 香米" between two names is a breadcrumb)
        /›\s*(<|'|`|$)/.test(line)
    )
    .map(({ line, i }) => `${path.relative(root, file)}:${i + 1}: ${line.trim()}`)
}

describe('UI icons from one set (issue 8 point 3)', () => {
  it('no page or component draws a close, heart, chevron, star, check, check box, search, pin, plus/minus or delete key as text', () => {
    expect(sources(path.join(root, 'src')).flatMap(glyphLines)).toEqual([])
  })

  it('the icons drawn by CSS are the same paths as the icon component draws', () => {
    const scss = readFileSync(path.join(root, 'src/components/icon/decorations.scss'), 'utf8')
    const used = [...scss.matchAll(/@include lotus-icon-mask\(\s*'([^']+)'\s*\)/g)].map((m) => m[1])
    expect(used.length).toBeGreaterThan(0)
    const known = new Set<string>(Object.values(icons))
    expect(used.filter((d) => !known.has(d as string))).toEqual([])
  })

  it('pages import one icon file each, never the barrel of every path (it would put every icon in each chunk)', () => {
    const barrel = /from '(@\/components\/icon\/paths|\.\/paths)'/
    const offenders = sources(path.join(root, 'src'))
      .filter((f) => !f.includes(`${path.sep}icon${path.sep}paths${path.sep}`))
      .filter((f) => barrel.test(readFileSync(f, 'utf8')))
    expect(offenders.map((f) => path.relative(root, f))).toEqual([])
  })
})
