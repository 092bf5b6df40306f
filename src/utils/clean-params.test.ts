import { describe, it, expect } from 'vitest'
import { dropEmpty, isEmptyParam } from './clean-params'

describe('dropEmpty', () => {
  it('drops null, undefined and the string "undefined"', () => {
    expect(dropEmpty({ a: null, b: undefined, c: 'undefined', d: 'x' })).toEqual({ d: 'x' })
  })

  it('keeps empty string, 0, false, "null" and nested values', () => {
    const nested = { z: null }
    const list: unknown[] = []
    expect(dropEmpty({ a: '', b: 0, c: false, d: 'null', e: nested, f: list })).toEqual({
      a: '',
      b: 0,
      c: false,
      d: 'null',
      e: nested,
      f: list
    })
  })

  it('is shallow and does not mutate its input', () => {
    const input = { a: null, b: { c: undefined } }
    const out = dropEmpty(input)
    expect(out).toEqual({ b: { c: undefined } })
    expect(input).toEqual({ a: null, b: { c: undefined } })
    expect(out).not.toBe(input)
  })

  it('keeps case-different spellings of undefined (only the exact string is dropped)', () => {
    expect(dropEmpty({ a: 'Undefined', b: ' undefined' })).toEqual({ a: 'Undefined', b: ' undefined' })
  })

  it('returns an empty object for an empty input', () => {
    expect(dropEmpty({})).toEqual({})
  })
})

describe('isEmptyParam', () => {
  it('matches exactly the three dropped values', () => {
    expect([null, undefined, 'undefined'].every(isEmptyParam)).toBe(true)
    expect(['', 0, false, NaN, 'null'].some(isEmptyParam)).toBe(false)
  })
})
