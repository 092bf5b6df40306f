import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { userSignText } from './user-sign'

describe('the user-info sign text', () => {
  it('concatenates values in ascending key order, then the salt', () => {
    const fields = { nickname: '小明', gender: 1, birthday: '1990-01-02', avatar: '/api/img/avatar/1.svg' }
    expect(userSignText(fields, 'lotus-dev-salt')).toBe('/api/img/avatar/1.svg1990-01-021小明lotus-dev-salt')
  })

  it('leaves out an existing sign field', () => {
    expect(userSignText({ a: 'a', b: 'b', sign: 'whatever' }, 'c')).toBe('abc')
  })

  it('orders keys by code unit (upper case before lower case)', () => {
    expect(userSignText({ b: '2', B: '1', a: '3' }, '')).toBe('132')
  })

  // the app signs numbers, the server sees the same values as form strings
  it('gives the same text for a number and its form string', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.integer()), fc.string(), (dict, salt) => {
        const asForm = Object.fromEntries(Object.entries(dict).map(([k, v]) => [k, String(v)]))
        const reversed = Object.fromEntries(Object.entries(dict).reverse())
        expect(userSignText(asForm, salt)).toBe(userSignText(dict, salt))
        expect(userSignText(reversed, salt)).toBe(userSignText(dict, salt))
      })
    )
  })
})
