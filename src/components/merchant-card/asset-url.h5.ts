import { type ImageMode, imageUrl } from '@lotus/contract/image-url'

/** Image URL for server paths (/api/img/...): h5 is same-origin, so the default relative hosts work. */
export const assetUrl = (path: string, mode: ImageMode = 0): string => imageUrl(path, mode)
