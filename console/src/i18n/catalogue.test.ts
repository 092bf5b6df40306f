import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { translate } from '../providers/i18n-provider'
import zhHantMO from './zh-Hant-MO.json'

const SRC = path.resolve(__dirname, '..')

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name)
    if (statSync(p).isDirectory()) return sources(p)
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [p] : []
  })
}

/** Keys the console's code asks for with a literal: t('x.y') and translate('x.y'). */
function keysUsed(): Set<string> {
  const keys = new Set<string>()
  for (const file of sources(SRC)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:t|translate)\(\s*'([a-zA-Z][\w.]*)'/g))
      keys.add(m[1]!)
  }
  return keys
}

describe('the zh-Hant-MO catalogue', () => {
  it('has every key the console asks for', () => {
    const used = keysUsed()
    expect(used.size).toBeGreaterThan(40)
    expect([...used].filter((k) => !(k in zhHantMO))).toEqual([])
  })

  it('has a text for every role and audited action the console shows', () => {
    for (const role of ['owner', 'staff', 'rider', 'operator'])
      expect(zhHantMO).toHaveProperty([`roles.${role}`])
    for (const a of ['staff.login', 'staff.login.failed', 'staff.totp.enrolled', 'staff.logout'])
      expect(zhHantMO).toHaveProperty([`audit.actions.${a}`])
  })

  it('writes Traditional Chinese as in Macau (none of the Simplified or mainland forms docs/copy.md lists)', () => {
    const text = Object.values(zhHantMO).join('\n')
    for (const word of ['登录', '账号', '账户', '搜索', '设置', '验证码', '网络', '订单', '帐号']) {
      expect(text, word).not.toContain(word)
    }
  })

  it('fills {{placeholders}} and falls back to the given default', () => {
    expect(translate('orders.total', { total: 3 })).toBe('共 3 張訂單')
    expect(translate('no.such.key', undefined, '預設')).toBe('預設')
  })
})
