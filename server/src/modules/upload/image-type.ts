export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'

/** The image type from the file's magic bytes; the declared content type is not trusted. */
export function sniffImage(bytes: Uint8Array): ImageMime | null {
  const b = (i: number) => bytes[i]
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 8 && b(0) === 0x89 && ascii(1, 4) === 'PNG' && b(4) === 0x0d && b(5) === 0x0a)
    return 'image/png'
  if (bytes.length >= 3 && b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg'
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif'
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}
