import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Spell is "the host pays for everyone" (docs/api-spell.md, "Who pays"). No spell screen or server text
 * may say a member pays their own part in the app (各付各份, 應付…); a member's amount is their 份額 that the host
 * paid.
 */
const root = path.resolve(__dirname, '../..')
const SOURCES = ['src/packages/spell', 'server/src/modules/spell']

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return files(p)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : []
  })
}

describe('spell copy says the host pays (issue 8 point 2)', () => {
  const texts = SOURCES.flatMap((d) => files(path.join(root, d))).map((f) => ({
    f: path.relative(root, f),
    s: readFileSync(f, 'utf8')
  }))

  it('no text tells a member to pay their own part', () => {
    const bad = texts.filter(({ s }) => /各付各份|各自付款|各自支付|應付|我應付/.test(s)).map(({ f }) => f)
    expect(bad).toEqual([])
  })

  it('the spell home and the member shares say the host pays', () => {
    const all = texts.map(({ s }) => s).join('\n')
    expect(all).toContain('房主鎖定並統一付款')
    expect(all).toContain('份額（房主統一付款）')
    expect(all).toContain('各自點餐，房主統一付款')
    // and so in English and Portuguese (src/packages/spell/words.ts)
    expect(all).toContain('(the host pays for all)')
    expect(all).toContain('(o anfitrião paga tudo)')
  })
})
