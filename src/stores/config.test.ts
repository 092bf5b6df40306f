import { describe, expect, it } from 'vitest'
import { CONFIG_GROUPS, parseConfig } from './config'

describe('remote config', () => {
  it('parses the seven groups from the JSON string the server sends', () => {
    const text = JSON.stringify(Object.fromEntries(CONFIG_GROUPS.map((g) => [g, { name: g }])))
    const c = parseConfig(text)
    expect(Object.keys(c).sort()).toEqual([...CONFIG_GROUPS].sort())
    expect(c.MEMBER_CFG).toEqual({ name: 'MEMBER_CFG' })
  })
  it('ignores unknown groups, non-objects and broken JSON', () => {
    expect(parseConfig('{"GLOBAL_CFG":1,"OTHER":{}}')).toEqual({})
    expect(parseConfig('not json')).toEqual({})
    expect(parseConfig('null')).toEqual({})
  })
})
