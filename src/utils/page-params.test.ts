import { describe, expect, it } from 'vitest'
import { withQuery } from '@/services/nav'
import { decodeParam, decodeParams } from './page-params'

describe('page params (issue 8 §1)', () => {
  it('gives back what withQuery encoded', () => {
    const url = withQuery('/x', { category: '茶餐廳', keyword: '奶茶 & 葡撻' })
    const query = Object.fromEntries(
      (url.split('?')[1] ?? '').split('&').map((kv) => kv.split('=') as [string, string])
    )
    expect(decodeParams(query)).toEqual({ category: '茶餐廳', keyword: '奶茶 & 葡撻' })
  })

  it('keeps plain and malformed values as written', () => {
    expect(decodeParam('12')).toBe('12')
    expect(decodeParam('100%')).toBe('100%')
    expect(decodeParams({ a: undefined })).toEqual({ a: undefined })
  })
})
