/**
 * Image URL filter (product spec §9: "modes 0 and 1 prefix different image
 * hosts; 100, 200, 400, 600, 800, 1000 append a thumbnail width suffix").
 *
 * - mode 0: prefix the primary host (default '': our server's paths are already
 *   rooted, e.g. `/api/img/goods/1.svg`).
 * - mode 1: prefix the secondary host (default `/api/files`: uploaded files are
 *   stored as bare keys such as `2024/05/abc.png`).
 * - modes 100…1000: primary host, then the thumbnail suffix
 *   `?x-oss-process=image/resize,w_<N>` (`&` when the URL already has a query).
 *   The query form was chosen over `@<N>w` because it leaves the path intact,
 *   so a static server that does not resize still serves the original file.
 *
 * Rules: empty/blank path → ''. Absolute URLs (`http:`, `https:`, `//host`) are
 * never prefixed (the thumbnail suffix is still added). Local files (`data:`,
 * `blob:`, `wxfile:`, `file:`) are returned unchanged. A path that already starts
 * with the host is not prefixed twice. Exactly one `/` joins host and path.
 * An unknown mode at run time behaves as mode 0 (a bad mode must not crash a list).
 * Weapp has no same origin: the caller passes absolute hosts there.
 */

export type ImageMode = 0 | 1 | 100 | 200 | 400 | 600 | 800 | 1000

export interface ImageHosts {
  primary: string
  secondary: string
}

export const THUMBNAIL_WIDTHS = [100, 200, 400, 600, 800, 1000] as const

export const DEFAULT_IMAGE_HOSTS: Readonly<ImageHosts> = Object.freeze({
  primary: '',
  secondary: '/api/files'
})

const ABSOLUTE = /^(https?:)?\/\//i
const LOCAL = /^(data|blob|wxfile|file):/i

function joinHost(host: string, path: string): string {
  if (host === '') return path
  const h = host.replace(/\/+$/, '')
  if (path === h || path.startsWith(`${h}/`) || path.startsWith(`${h}?`)) return path
  return `${h}/${path.replace(/^\/+/, '')}`
}

export function thumbnailSuffix(width: number): string {
  return `x-oss-process=image/resize,w_${width}`
}

export function imageUrl(path: string, mode: ImageMode, hosts: ImageHosts = DEFAULT_IMAGE_HOSTS): string {
  const p = (path ?? '').trim()
  if (p === '') return ''
  if (LOCAL.test(p)) return p
  const absolute = ABSOLUTE.test(p)
  if (mode === 1) return absolute ? p : joinHost(hosts.secondary, p)
  const base = absolute ? p : joinHost(hosts.primary, p)
  if ((THUMBNAIL_WIDTHS as readonly number[]).includes(mode)) {
    return `${base}${base.includes('?') ? '&' : '?'}${thumbnailSuffix(mode)}`
  }
  return base
}
