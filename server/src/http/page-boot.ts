import { DEFAULT_MAP_POINT } from '@lotus/contract/geo'
import { POPUP_SEEN_KEY } from '@lotus/contract/ads'
import { imageUrl } from '@lotus/contract/image-url'
import {
  bootJson,
  bootKeys,
  PAGE_BOOT_ID,
  PAGE_SHELL_ID,
  type PageBoot,
  type PageBootEntry
} from '@lotus/contract/page-boot'
import { GroupCommentListQuery } from '@lotus/contract/schemas/group'
import { DEFAULT_LOCALE, type Locale } from '@lotus/contract/locale'
import type { Clock } from '../clock.js'
import { macauDate } from '../clock.js'
import { escapeHtml } from '../html.js'
import { inlinePicture } from '../img/artwork.js'
import type { FirstScreenAsk } from './first-screen.js'
import type { Services } from '../services.js'

/** What one page URL adds to its index.html: links for `<head>` and the answers for the end of `<body>`. */
export interface PageBootHtml {
  head: string
  body: string
  /** the answers without their time: equal versions are the same page for an ETag */
  version: string
  /**
   * The page draws its first screen itself (a shell): the app's entry scripts are fetched at once but run
   * after that screen has been painted (static.ts holds them), so their evaluation does not delay it.
   */
  holdEntry?: boolean
  /** the answers as the page carries them */
  boot: PageBoot
  /** a first screen the server can draw from them with the build's renderer (first-screen.ts) */
  screen?: FirstScreenAsk
}

export type PageBootFn = (
  pathname: string,
  search: URLSearchParams,
  /** the reader's language (pageLocale): the answers carry the names and phrases the API would send them */
  locale?: Locale
) => Promise<PageBootHtml | null>

/** An answer as the API words it for a reader (content names, state phrases: app.ts's preSerialization). */
export type LocalizeAnswer = (data: unknown, locale: Locale) => Promise<unknown>

/**
 * A page's `?id=` (or another name): a positive integer of the size our ids have, or nothing (the page asks and
 * shows its error).
 */
const idOf = (search: URLSearchParams, name = 'id'): number | null => {
  const raw = search.get(name)
  return raw !== null && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null
}

/** Attribute and script-string text: JSON string literal with `<` escaped, safe in both places. */
const jsString = (s: string): string => JSON.stringify(s).replace(/</g, '\\u003c')

type PopupAd = { image: string; name: string }

type Menu = { categories: Array<{ goods: Array<{ image: string }> }> }

/** The goods-item photo a menu draws first (at width 200): the largest thing on a phone's first screen. */
const firstPhotoUrl = (menu: Menu | undefined): string | null => {
  const first = menu?.categories.find((c) => c.goods.length > 0)?.goods[0]
  return first?.image ? imageUrl(first.image, 200) : null
}
const firstPhoto = (menu: Menu | undefined): string => {
  const url = firstPhotoUrl(menu)
  return url ? preloadImage(url) : ''
}

const preloadImage = (href: string): string =>
  `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}">`

/**
 * Issue 13 (LCP): for home and a merchant's page in takeaway, group-buying, the general store and the
 * supermarket (the pages a shared link opens), the public answers of the first screen and a preload of the
 * picture it is judged by (contract/page-boot.ts). Answers are the services' own (what the endpoints send an
 * anonymous caller); one that fails is left out and the app asks for it as before. Anything else: null.
 */
export function createPageBoot(
  services: Pick<
    Services,
    'ads' | 'artwork' | 'catalogue' | 'config' | 'groupCatalogue' | 'general' | 'market'
  >,
  clock: Clock,
  /** how the API words an answer for a reader of another language than Chinese (none: answers as read) */
  localize?: LocalizeAnswer
): PageBootFn {
  /** the reader's language of the page being built (each build awaits its answers before the next starts) */
  const settle = async (asks: Array<Promise<PageBootEntry>>, locale: Locale): Promise<PageBootEntry[]> => {
    const entries = (await Promise.allSettled(asks)).flatMap((r) =>
      r.status === 'fulfilled' ? [r.value] : []
    )
    // an English or Portuguese reader's page carries the answers the API would give them: the app draws the
    // first screen from these, so a shop's names in Chinese would stand until it asks again
    if (!localize || locale === DEFAULT_LOCALE) return entries
    return Promise.all(entries.map(async (e) => ({ ...e, data: await localize(e.data, locale) })))
  }

  const html = (entries: PageBootEntry[], head: string, locale: Locale): PageBootHtml | null => {
    if (entries.length === 0) return null
    const boot: PageBoot = { at: clock.now(), entries, locale }
    return {
      head,
      body: `<script id="${PAGE_BOOT_ID}" type="application/json">${bootJson(boot)}</script>`,
      version: JSON.stringify(entries),
      boot
    }
  }

  async function home(locale: Locale): Promise<PageBootHtml | null> {
    // the remote config too: home asks for it at once, and its round trip (with the clock's beside it) was the
    // last request in front of the first screen
    const entries = await settle(
      [
        ...(['INDEX_POPUP_AD', 'INDEX_BANNER'] as const).map(async (key) => ({
          key: bootKeys.ads(key),
          data: await services.ads.byKey(key)
        })),
        services.config.asJsonString().then((data) => ({ key: bootKeys.config(), data }))
      ],
      locale
    )
    const ad = (entries.find((e) => e.key[1] === 'INDEX_POPUP_AD')?.data as PopupAd[] | undefined)?.[0]
    const poster = ad ? imageUrl(ad.image, 0) : ''
    // drawn by us and small, the poster rides in the page; otherwise it is preloaded where it will show
    const inline = poster ? await inlinePicture(services.artwork, poster).catch(() => null) : null
    const page = html(entries, poster && !inline ? popupPreload(poster) : '', locale)
    return page && ad && poster
      ? { ...page, body: popupShell(ad, inline, poster) + page.body, holdEntry: true }
      : page
  }

  // the poster shows once per Macau day, read and written as the app does it (use-home-ads.ts, Taro's storage on
  // h5 keeps `{"data": …}`): the page's scripts do what follows only where today's has not been seen
  const today = () => jsString(macauDate(clock.now()))
  const popupDue = () =>
    `var s=JSON.parse(localStorage.getItem(${jsString(POPUP_SEEN_KEY)})||"null");if(!s||s.data!==${today()})`

  const popupPreload = (poster: string): string =>
    `<script>try{${popupDue()}{var l=document.createElement("link");l.rel="preload";l.as="image";` +
    `l.fetchPriority="high";l.href=${jsString(poster)};document.head.appendChild(l)}}catch(e){}</script>`

  /**
   * Home's popup as the app draws it (components/ad-popup, whose styles it shares from app.scss), in the HTML:
   * a phone shows it once the page and its styles are in, instead of after ~150 KB of scripts have loaded and
   * run (static.ts holds them until it is painted). Until the app is up, its close button and the dimmed page
   * close it for the day as the app's would; then it lies over the app's own popup, letting taps through, until
   * that one's picture is drawn and the app removes it (utils/first-screen). A poster not inlined is fetched
   * only where the popup shows.
   */
  const popupShell = (ad: PopupAd, inline: string | null, poster: string): string =>
    `<div id="${PAGE_SHELL_ID}" class="shell-popup" aria-hidden="true" style="display:none">` +
    `<div class="shell-popup__mask"></div><div class="shell-popup__body"><div class="shell-popup__card">` +
    `<img class="shell-popup__img" ${inline ? `src="${escapeHtml(inline)}"` : `data-src="${escapeHtml(poster)}"`} alt="">` +
    `<div class="shell-popup__name">${escapeHtml(ad.name)}</div></div>` +
    `<div class="shell-popup__close"></div></div></div>` +
    `<script>try{${popupDue()}{var e=document.getElementById("${PAGE_SHELL_ID}"),i=e.querySelector("img");` +
    `if(i.dataset.src)i.src=i.dataset.src;e.style.display="";` +
    `var x=function(){try{localStorage.setItem(${jsString(POPUP_SEEN_KEY)},JSON.stringify({data:${today()}}))}catch(_){}e.remove()};` +
    `e.querySelector(".shell-popup__close").onclick=x;e.querySelector(".shell-popup__mask").onclick=x}}catch(e){}</script>`

  async function takeawayMerchant(id: number, locale: Locale): Promise<PageBootHtml | null> {
    const { lat, lng } = DEFAULT_MAP_POINT
    // the page asks for the detail at the delivery point: a first visit has none but the city centre
    const entries = await settle(
      [
        services.catalogue.menu(id).then((data) => ({ key: bootKeys.menu(id), data })),
        services.catalogue
          .merchantDetail(id, { lat, lng }, null)
          .then((data) => ({ key: bootKeys.merchant(id, lat, lng), data, perUser: true }))
      ],
      locale
    )
    const menu = entries.find((e) => e.key[0] === 'menu')?.data as Menu | undefined
    const page = html(entries, firstPhoto(menu), locale)
    // with both answers the server can draw the shop as the app's first render does (first-screen.ts)
    if (!page || entries.length !== 2) return page
    const picture = firstPhotoUrl(menu)
    // drawn by us and small, that photo rides in the page with the copy, as home's poster does
    const inline = picture ? await inlinePicture(services.artwork, picture).catch(() => null) : null
    return { ...page, screen: { page: 'takeawayMerchant', id, boot: page.boot, picture, inline } }
  }

  async function groupMerchant(id: number, locale: Locale): Promise<PageBootHtml | null> {
    // the query the app sends (`mchId`, page 1) with the endpoint's own defaults
    const firstPage = GroupCommentListQuery.safeParse({ mchId: String(id), page: '1' })
    if (!firstPage.success) return null
    const entries = await settle(
      [
        services.groupCatalogue
          .merchant(id, null)
          .then((data) => ({ key: bootKeys.groupMerchant(id), data })),
        // each evaluation says whether it is the caller's: a logged-in app asks again
        services.groupCatalogue
          .comments(firstPage.data, null)
          .then((data) => ({ key: bootKeys.groupComments(id), data, perUser: true }))
      ],
      locale
    )
    const m = entries.find((e) => e.key[1] === 'merchant')?.data as { image?: string } | undefined
    // the shop's photo heads the page (gp-photo, drawn at its own size)
    return html(entries, m?.image ? preloadImage(imageUrl(m.image, 0)) : '', locale)
  }

  async function generalStore(id: number, locale: Locale): Promise<PageBootHtml | null> {
    const entries = await settle(
      [services.general.store(id).then((data) => ({ key: bootKeys.generalStore(id), data }))],
      locale
    )
    return html(entries, firstPhoto(entries[0]?.data as Menu | undefined), locale)
  }

  async function marketHome(mchId: number, locale: Locale): Promise<PageBootHtml | null> {
    const entries = await settle(
      [services.market.home(mchId).then((data) => ({ key: bootKeys.marketHome(mchId), data }))],
      locale
    )
    // the store front's first banner (drawn at width 600) heads the page
    const banner = (entries[0]?.data as { banners?: Array<{ image: string }> } | undefined)?.banners?.[0]
    return html(entries, banner?.image ? preloadImage(imageUrl(banner.image, 600)) : '', locale)
  }

  return async (pathname, search, locale = DEFAULT_LOCALE) => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
    if (path === '/' || path === '/pages/index/index') return home(locale)
    if (path === '/takeaway/mch-info/mch-info') {
      const id = idOf(search)
      return id === null ? null : takeawayMerchant(id, locale)
    }
    if (path === '/group/mch-info/mch-info') {
      const id = idOf(search)
      return id === null ? null : groupMerchant(id, locale)
    }
    if (path === '/general/mch-info/mch-info') {
      const id = idOf(search)
      return id === null ? null : generalStore(id, locale)
    }
    if (path === '/supermarket/shop/shop') {
      // the page reads `id`, then `mchId`
      const id = search.has('id') ? idOf(search) : idOf(search, 'mchId')
      return id === null ? null : marketHome(id, locale)
    }
    return null
  }
}
