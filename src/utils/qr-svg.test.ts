import { describe, expect, it } from 'vitest'
import { qrDataUrl, qrSvg } from './qr-svg'

describe('qrSvg', () => {
  it('draws the modules of the link with a quiet zone', () => {
    const svg = qrSvg('https://lotus.mo/spell/mch-info/mch-info?code=ABCD2345')
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/)
    expect(svg).toContain('M2 2h1v1h-1z') // the top-left finder pattern starts after the margin
    expect(qrSvg('a')).not.toBe(qrSvg('b'))
  })

  it('is a base64 SVG data URL', () => {
    const url = qrDataUrl('x')
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true)
    expect(atob(url.split(',')[1] ?? '')).toContain('<svg')
  })
})
