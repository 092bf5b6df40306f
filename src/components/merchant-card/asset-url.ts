import { apiBase } from '@/services/env'
import { DEFAULT_IMAGE_HOSTS, type ImageMode, imageUrl } from '@/utils/image-url'

/**
 * Image URL for server paths (/api/img/...). h5 is same-origin, so the default relative hosts work;
 * the mini-program has no origin, so the API base's origin is prefixed there.
 */
export function assetUrl(path: string, mode: ImageMode = 0): string {
  if (process.env.TARO_ENV === 'h5') return imageUrl(path, mode)
  const base = apiBase()
  const origin = /^https?:\/\/[^/]+/i.exec(base)?.[0] ?? ''
  return imageUrl(path, mode, {
    primary: origin,
    secondary: origin ? `${base.replace(/\/+$/, '')}/files` : DEFAULT_IMAGE_HOSTS.secondary
  })
}
