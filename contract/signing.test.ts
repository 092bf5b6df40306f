import { describe, expect, it } from 'vitest'
import { buildStringToSign, pathAndParams } from './signing'

describe('the string-to-sign (api-conventions.md)', () => {
  it('is method, Content-MD5, the three signed headers and the path with sorted params, one per line', () => {
    const text = buildStringToSign({
      method: 'get',
      contentMd5: '',
      apptoken: 'tok',
      nonce: 'n-1',
      timestamp: 1700000000000,
      path: '/v1/geo/searchRange',
      params: { lng: 113.5, lat: 22.1, language: 'zh', keyword: '' }
    })
    expect(text).toBe(
      'GET\n\napptoken:tok\nx-ca-nonce:n-1\nx-ca-timestamp:1700000000000\n/v1/geo/searchRange?keyword&language=zh&lat=22.1&lng=113.5'
    )
  })

  it('writes a timestamp the same whether the app passes a number or the server a header string', () => {
    const base = {
      method: 'POST',
      contentMd5: 'u2y1xo30ZSlByvZSo2by2A==',
      apptoken: '',
      nonce: 'n',
      path: '/v1/x'
    }
    expect(buildStringToSign({ ...base, timestamp: 1700000000000 })).toBe(
      buildStringToSign({ ...base, timestamp: '1700000000000' })
    )
  })

  it('has no ? without params, keeps raw values and joins arrays with commas', () => {
    expect(pathAndParams('/v1/appUser/getUser')).toBe('/v1/appUser/getUser')
    expect(pathAndParams('/v1/x', { q: 'a b&c', ids: [3, 1], flag: false })).toBe(
      '/v1/x?flag=false&ids=3,1&q=a b&c'
    )
  })
})
