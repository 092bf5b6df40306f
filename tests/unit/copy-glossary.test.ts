import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * docs/copy.md: the app speaks Macau Traditional Chinese. The words in its "not" column must not reach a
 * screen: this scans every page, component and contract text (tests excluded) for them.
 */
const root = path.resolve(__dirname, '../..')
const FORBIDDEN = ['登錄', '默認', '賬戶', '賬號', '搜索', '加載', '鏈接', '緩存', '外卖', '团购', '拼团']

function sources(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) sources(p, out)
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(p)
  }
  return out
}

describe('copy glossary (docs/copy.md)', () => {
  it('no mainland or developer word in app, contract or server texts', () => {
    const hits: string[] = []
    for (const dir of ['src', 'contract', 'server/src']) {
      for (const file of sources(path.join(root, dir))) {
        const text = readFileSync(file, 'utf8')
        for (const w of FORBIDDEN) if (text.includes(w)) hits.push(`${path.relative(root, file)}: ${w}`)
      }
    }
    expect(hits).toEqual([])
  })

  it('every forbidden word is in the glossary’s “not” column', () => {
    const glossary = readFileSync(path.join(root, 'docs/copy.md'), 'utf8')
    for (const w of ['登錄', '默認', '賬戶', '搜索', '加載', '鏈接', '緩存']) expect(glossary).toContain(w)
  })
})
