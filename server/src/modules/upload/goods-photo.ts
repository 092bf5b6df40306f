import { PHOTO_SIDE } from '@lotus/contract/menu-admin'
import sharp from 'sharp'
import { validation } from '../../errors.js'
import { sniffImage } from './image-type.js'

/** Past this many pixels a picture is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 50_000_000

/**
 * A photo from a phone as customers get it: turned upright (EXIF), at most PHOTO_SIDE on its longer side, a
 * progressive JPEG at quality 80 with its metadata (location included) dropped. A few MB become ~100 KB.
 */
export async function shrinkPhoto(bytes: Buffer): Promise<Buffer> {
  if (!sniffImage(bytes)) throw validation('參數 file 須為 PNG、JPEG、WebP 或 GIF 圖片')
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, progressive: true, mozjpeg: true })
      .toBuffer()
  } catch {
    throw validation('無法讀取這張圖片，請換一張再試')
  }
}
