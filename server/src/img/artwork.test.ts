import { describe, expect, it } from 'vitest'
import { INLINE_PICTURE_MAX, inlinePicture, type Artwork } from './artwork.js'

// Issue 13: a first screen's picture rides in the page only when the server draws it and it is small.
describe('inlinePicture', () => {
  const drawn: Array<[string, number]> = []
  const draw =
    (size: number): Artwork =>
    async (kind, id) => {
      drawn.push([kind, id])
      return id === 404 ? undefined : `<svg>${'x'.repeat(size)}</svg>`
    }

  it('gives a drawn picture as a data: URL, whatever the thumbnail suffix', async () => {
    const url = await inlinePicture(draw(100), '/api/img/goods/12.svg?x-oss-process=image/resize,w_200')
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(url!.split(',')[1]!, 'base64').toString()).toBe(`<svg>${'x'.repeat(100)}</svg>`)
    expect(drawn.at(-1)).toEqual(['goods', 12])
  })

  it('leaves large pictures, pictures it does not draw and unknown ones to their own request', async () => {
    expect(await inlinePicture(draw(INLINE_PICTURE_MAX), '/api/img/poster/1.svg')).toBeNull()
    const before = drawn.length
    for (const url of [
      'https://img.lotus.mo/upload/a.jpg',
      '/api/files/abc.jpg',
      '/api/img/unknown/1.svg',
      '/api/img/poster/0.svg',
      '/api/img/poster/1.png',
      '/api/img/poster/1234567890.svg',
      '/api/img/poster/1.svg#x',
      ''
    ]) {
      expect(await inlinePicture(draw(10), url), url).toBeNull()
    }
    expect(drawn.length).toBe(before)
    expect(await inlinePicture(draw(10), '/api/img/poster/404.svg')).toBeNull()
  })
})
