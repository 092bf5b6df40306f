import { apiBase } from '@/services/env'
import { DEFAULT_IMAGE_HOSTS, type ImageMode, imageUrl } from '@lotus/contract/image-url'

/** Image URL for server paths (/api/img/...): the mini-program has no origin, so the API base's is prefixed. */
export function assetUrl(path: string, mode: ImageMode = 0): string {
  const base = apiBase()
  const origin = /^https?:\/\/[^/]+/i.exec(base)?.[0] ?? ''
  return imageUrl(path, mode, {
    primary: origin,
    secondary: origin ? `${base.replace(/\/+$/, '')}/files` : DEFAULT_IMAGE_HOSTS.secondary
  })
}
