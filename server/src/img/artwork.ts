import { renderSvg, type SvgKind } from './svg.js'

/** The kinds of `/api/img/<kind>/<id>.svg` and how each is drawn: a points-mall gift as goods, a film's poster as a poster. */
const DRAWN_AS = {
  merchant: 'merchant',
  goods: 'goods',
  banner: 'banner',
  avatar: 'avatar',
  poster: 'poster',
  gift: 'goods',
  film: 'poster'
} as const satisfies Record<string, SvgKind>
export type ArtworkKind = keyof typeof DRAWN_AS
export const ARTWORK_KINDS = Object.keys(DRAWN_AS) as ArtworkKind[]

/** Draws one generated picture, or undefined when there is no such thing to draw. */
export type Artwork = (kind: ArtworkKind, id: number) => Promise<string | undefined>

/** The pictures the server draws itself from the name of what they show (a renamed merchant gets new art). */
export function createArtwork(services: {
  merchants: {
    name: (id: number) => Promise<string | undefined>
    goodsName: (id: number) => Promise<string | undefined>
    artHint: (id: number) => Promise<string>
    goodsArtHints: (id: number) => Promise<string[]>
  }
  ads: { name: (id: number) => Promise<string | undefined> }
  pointsMall: { itemName: (id: number) => Promise<string | undefined> }
  groupCatalogue: { filmName: (id: number) => Promise<string | undefined> }
}): Artwork {
  const { merchants, ads, pointsMall, groupCatalogue } = services
  // each picture is drawn from the name of what it shows (a gift's own name, not an ad's of the same id)
  const labels: Record<ArtworkKind, (id: number) => Promise<string | undefined>> = {
    merchant: (id) => merchants.name(id),
    goods: (id) => merchants.goodsName(id),
    banner: (id) => ads.name(id),
    poster: (id) => ads.name(id),
    avatar: async () => '',
    gift: (id) => pointsMall.itemName(id),
    film: (id) => groupCatalogue.filmName(id)
  }
  return async (kind, id) => {
    const label = await labels[kind](id)
    if (label === undefined) return undefined
    const hints =
      kind === 'merchant'
        ? [await merchants.artHint(id)]
        : kind === 'goods'
          ? await merchants.goodsArtHints(id)
          : []
    return renderSvg(DRAWN_AS[kind], String(id), label, hints)
  }
}

/** A picture at most this large rides in the page that shows it first (issue 13): beyond, its own request is cheaper. */
export const INLINE_PICTURE_MAX = 8 * 1024

const ARTWORK_URL = /^\/api\/img\/([a-z]{1,10})\/([1-9]\d{0,8})\.svg(?:\?[^#]*)?$/

/**
 * A first screen's picture as a `data:` URL when it is one the server draws and small enough
 * (INLINE_PICTURE_MAX), so a phone paints it with the page instead of after another round trip; otherwise
 * null (the page names its URL, preloaded).
 */
export async function inlinePicture(draw: Artwork, url: string): Promise<string | null> {
  const m = ARTWORK_URL.exec(url)
  const kind = ARTWORK_KINDS.find((k) => k === m?.[1])
  if (!m?.[2] || !kind) return null
  const svg = await draw(kind, Number(m[2]))
  if (svg === undefined) return null
  const bytes = Buffer.from(svg)
  return bytes.length > INLINE_PICTURE_MAX ? null : `data:image/svg+xml;base64,${bytes.toString('base64')}`
}
