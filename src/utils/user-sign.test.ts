import { describe, it, expect } from 'vitest'
import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { userInfoSign, userInfoSignText } from './user-sign'

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex')

describe('userInfoSign', () => {
  it('concatenates values in ascending key order, then the salt', () => {
    const fields = { nickname: '小明', gender: 1, birthday: '1990-01-02', avatar: '/api/img/avatar/1.svg' }
    expect(userInfoSignText(fields, 'lotus-dev-salt')).toBe(
      '/api/img/avatar/1.svg1990-01-021小明lotus-dev-salt'
    )
    expect(userInfoSign(fields, 'lotus-dev-salt')).toBe(
      md5('/api/img/avatar/1.svg1990-01-021小明lotus-dev-salt')
    )
  })

  it('matches a fixed known MD5 (lower-case hex, 32 chars)', () => {
    // md5("abc") is the RFC 1321 test vector
    expect(userInfoSign({ a: 'a', b: 'b' }, 'c')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(userInfoSign({}, '')).toBe('d41d8cd98f00b204e9800998ecf8427e')
  })

  it('skips null, undefined and "undefined" but keeps empty strings and 0', () => {
    expect(userInfoSignText({ a: null, b: undefined, c: 'undefined', d: '', e: 0 }, 'S')).toBe('0S')
  })

  it('is independent of the insertion order of the keys', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
        fc.string(),
        (dict, salt) => {
          const reversed = Object.fromEntries(Object.entries(dict).reverse())
          expect(userInfoSign(reversed, salt)).toBe(userInfoSign(dict, salt))
        }
      )
    )
  })

  it('agrees with node:crypto for UTF-8 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), (v, salt) => {
        expect(userInfoSign({ v }, salt)).toBe(md5(v + salt))
      })
    )
  })
})
