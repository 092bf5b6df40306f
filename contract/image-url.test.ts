import { describe, it, expect } from 'vitest'
import { DEFAULT_IMAGE_HOSTS, THUMBNAIL_WIDTHS, imageUrl, type ImageMode } from './image-url'

const hosts = { primary: 'https://img.example.mo', secondary: 'https://files.example.mo/' }

describe('imageUrl: defaults (our own server)', () => {
  it('mode 0 leaves a rooted server path as is', () => {
    expect(DEFAULT_IMAGE_HOSTS.primary).toBe('')
    expect(imageUrl('/api/img/goods/1.svg', 0)).toBe('/api/img/goods/1.svg')
  })

  it('mode 1 prefixes /api/files', () => {
    expect(DEFAULT_IMAGE_HOSTS.secondary).toBe('/api/files')
    expect(imageUrl('2024/05/a.png', 1)).toBe('/api/files/2024/05/a.png')
    expect(imageUrl('/2024/05/a.png', 1)).toBe('/api/files/2024/05/a.png')
  })

  it('mode 1 does not prefix a path that already has the host', () => {
    expect(imageUrl('/api/files/a.png', 1)).toBe('/api/files/a.png')
  })

  it('thumbnail modes append the resize suffix', () => {
    expect(imageUrl('/api/img/goods/1.svg', 200)).toBe(
      '/api/img/goods/1.svg?x-oss-process=image/resize,w_200'
    )
  })
})

describe('imageUrl: configured hosts', () => {
  it('modes 0 and 1 prefix different hosts, with exactly one slash', () => {
    expect(imageUrl('a/b.png', 0, hosts)).toBe('https://img.example.mo/a/b.png')
    expect(imageUrl('/a/b.png', 0, hosts)).toBe('https://img.example.mo/a/b.png')
    expect(imageUrl('a/b.png', 1, hosts)).toBe('https://files.example.mo/a/b.png')
    expect(imageUrl('//a/b.png', 1, { primary: '', secondary: 'https://f.mo//' })).toBe('//a/b.png')
  })

  it('every thumbnail width uses the primary host and its own width', () => {
    for (const w of THUMBNAIL_WIDTHS) {
      expect(imageUrl('a.png', w, hosts)).toBe(
        `https://img.example.mo/a.png?x-oss-process=image/resize,w_${w}`
      )
    }
    expect(THUMBNAIL_WIDTHS).toEqual([100, 200, 400, 600, 800, 1000])
  })

  it('uses & when the URL already has a query', () => {
    expect(imageUrl('a.png?v=2', 400, hosts)).toBe(
      'https://img.example.mo/a.png?v=2&x-oss-process=image/resize,w_400'
    )
  })
})

describe('imageUrl: absolute, local and empty', () => {
  it('does not prefix http(s) or protocol-relative URLs', () => {
    expect(imageUrl('https://cdn.mo/x.jpg', 0, hosts)).toBe('https://cdn.mo/x.jpg')
    expect(imageUrl('http://cdn.mo/x.jpg', 1, hosts)).toBe('http://cdn.mo/x.jpg')
    expect(imageUrl('HTTPS://cdn.mo/x.jpg', 0, hosts)).toBe('HTTPS://cdn.mo/x.jpg')
    expect(imageUrl('//cdn.mo/x.jpg', 0, hosts)).toBe('//cdn.mo/x.jpg')
  })

  it('still adds the thumbnail suffix to absolute URLs', () => {
    expect(imageUrl('https://cdn.mo/x.jpg', 100, hosts)).toBe(
      'https://cdn.mo/x.jpg?x-oss-process=image/resize,w_100'
    )
  })

  it('returns local files unchanged in every mode', () => {
    for (const p of [
      'data:image/png;base64,AAAA',
      'blob:https://a/1',
      'wxfile://tmp_1.jpg',
      'file:///x.png'
    ]) {
      expect(imageUrl(p, 0, hosts)).toBe(p)
      expect(imageUrl(p, 1, hosts)).toBe(p)
      expect(imageUrl(p, 800, hosts)).toBe(p)
    }
  })

  it('empty or blank path gives empty string in every mode', () => {
    expect(imageUrl('', 0)).toBe('')
    expect(imageUrl('   ', 1)).toBe('')
    expect(imageUrl('', 1000, hosts)).toBe('')
    expect(imageUrl(undefined as unknown as string, 0)).toBe('')
  })

  it('trims surrounding whitespace', () => {
    expect(imageUrl('  a.png ', 1)).toBe('/api/files/a.png')
  })

  it('an unknown mode at run time behaves as mode 0', () => {
    expect(imageUrl('a.png', 300 as ImageMode, hosts)).toBe('https://img.example.mo/a.png')
  })
})
