import Base64 from 'crypto-js/enc-base64'
import Utf8 from 'crypto-js/enc-utf8'
import { create } from 'qrcode'

/**
 * A QR code as an SVG image data URL. Built from the module matrix (no canvas), so the same code runs on h5,
 * in the mini-program's Image (base64 SVG) and in tests.
 */
export function qrSvg(text: string, margin = 2): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' })
  const n = modules.size
  let d = ''
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (modules.get(x, y)) d += `M${x + margin} ${y + margin}h1v1h-1z`
  }
  const size = n + margin * 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000"/></svg>`
  )
}

export const qrDataUrl = (text: string): string =>
  `data:image/svg+xml;base64,${Base64.stringify(Utf8.parse(qrSvg(text)))}`
