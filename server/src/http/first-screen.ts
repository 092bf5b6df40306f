import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { DEFAULT_LOCALE, LANGUAGE_COOKIE, LOCALE_KEY, type Locale } from '@lotus/contract/locale'
import { PAGE_SHELL_ID, SSR_BUNDLE, type PageBoot } from '@lotus/contract/page-boot'
import { escapeHtml } from '../html.js'
import { SHEETS_LOADED } from './hold-entry.js'

/** What the h5 build's first-screen renderer (src/ssr/first-screens.tsx) offers. */
export interface FirstScreens {
  /** draws in `locale` (Chinese when left out); a renderer from before issue 39 knows only Chinese */
  renderTakeawayMerchant(boot: PageBoot, id: number, now: number, locale?: Locale): string | null
  /** the languages it draws in; absent: Chinese only */
  locales?: readonly Locale[]
}

/** Whether `screens` draws in `locale`: a reader is never shown a first screen in another language. */
export const drawsIn = (screens: FirstScreens, locale: Locale): boolean =>
  locale === DEFAULT_LOCALE || (screens.locales?.includes(locale) ?? false)

/** A page's first screen the server can draw: which one, and from which answers. */
export interface FirstScreenAsk {
  page: 'takeawayMerchant'
  id: number
  boot: PageBoot
  /** the picture the screen is judged by: the page's scripts start once it is drawn (hold-entry.ts) */
  picture: string | null
  /** that picture as a `data:` URL, for the copy to draw it in its first frame (artwork.ts `inlinePicture`) */
  inline: string | null
}

/**
 * The renderer of the build in `staticDir`, loaded once per build (its file's time and size); null without one
 * (a build from before, or none), and the page goes without a first screen, as before.
 */
export function firstScreenLoader(staticDir: string): () => FirstScreens | null {
  const file = path.join(staticDir, SSR_BUNDLE)
  let built = ''
  let screens: FirstScreens | null = null
  return () => {
    let stamp: string
    try {
      const s = statSync(file)
      stamp = `${s.mtimeMs}:${s.size}`
    } catch {
      return null
    }
    if (stamp !== built) {
      built = stamp
      try {
        const load = createRequire(import.meta.url)
        delete load.cache[file]
        screens = load(file) as FirstScreens
      } catch {
        screens = null
      }
    }
    return screens
  }
}

/** The page's style sheets, in order: the entry's and the page chunk's (preloaded by route-preload.ts). */
export function pageStyles(html: string): string[] {
  const hrefs: string[] = []
  for (const m of html.matchAll(
    /<link (?:rel="preload" as="style" href="([^"]+)"|href="([^"]+\.css)" rel="stylesheet")>/g
  ))
    hrefs.push((m[1] ?? m[2])!)
  // the entry's first: the page's own rules follow it, as in the app
  return [...hrefs.filter((h) => /\/app\./.test(h)), ...hrefs.filter((h) => !/\/app\./.test(h))]
}

/**
 * Issue 39: the copy is drawn in the language of the app's cookie, else of the browser's; a reader whose stored
 * choice (localStorage `lotus.lang`, the app's storage format) names another and whose cookie is not written yet
 * (an app from before the cookie) is not shown it. This goes before the copy: the browser may paint a page still
 * being parsed, so it hides the copy before it is in the page; SHELL_DROP, after it, then takes it away and the
 * page's loader starts the app at once (hold-entry.ts: an absent screen).
 */
export function shellLanguageGuard(drawn: Locale): string {
  return (
    `<script>try{if(!/(^|;\\s*)${LANGUAGE_COOKIE}=/.test(document.cookie)){` +
    `var c=JSON.parse(JSON.parse(localStorage.getItem(${JSON.stringify(LOCALE_KEY)})).data).state.choice;` +
    `if(c&&c!==${JSON.stringify(drawn)}){window.${SHELL_OFF}=1;var s=document.createElement("style");` +
    `s.textContent="#${PAGE_SHELL_ID}{display:none!important}";document.head.appendChild(s)}}}catch(e){}</script>`
  )
}
const SHELL_OFF = '__lotusShellOff'
/** After the copy: a copy hidden by shellLanguageGuard goes. */
export const SHELL_DROP = `<script>if(window.${SHELL_OFF})document.getElementById(${JSON.stringify(PAGE_SHELL_ID)}).remove()</script>`

/** Counts a copy's loaded style sheets where the page's loader reads them (hold-entry.ts `SHEETS_LOADED`). */
const SHEET_LOADED = `window.${SHEETS_LOADED}=(window.${SHEETS_LOADED}||0)+1`

/**
 * What Taro's scripts give the page before it draws (its base styles come with them), for the copy: the text's
 * font and line height, no default margins, scroll views as blocks; and the copy's rows drawn at once.
 */
const BASE =
  ':host{font-family:-apple-system-font,Helvetica Neue,sans-serif;line-height:1.6;-webkit-text-size-adjust:100%;user-select:none}' +
  '*{margin:0;padding:0}.lotus-shell-page{width:100%;height:100%;overflow:hidden}' +
  'taro-scroll-view-core{-webkit-overflow-scrolling:touch;width:100%;display:block}' +
  '.taro-scroll-view__scroll-y{overflow:hidden scroll}' +
  // the menu's rows render lazily in the app (content-visibility: auto), a frame after they are laid out; the
  // copy is one screen, drawn whole in its first frame, with the containment a drawn row has in the app: without
  // it the browser counts the copy's first photo a pixel narrower than the app's, and the app's paint under the
  // copy becomes the page's largest contentful paint
  '.goods-item{content-visibility:visible;contain:layout style paint}'

/**
 * The first screen as the page's HTML carries it: the app's own markup in a closed shadow root, so its class
 * names reach no script or test of the app and the app's styles reach it only through the page's own sheets
 * (its one picture in the light tree is a bare `img`). It lies over the app, taking no taps, until the app has
 * drawn the same screen and removes it (src/utils/first-screen).
 */
export function shellHtml(
  markup: string,
  styles: string[],
  ask: Pick<FirstScreenAsk, 'picture' | 'inline'>
): string {
  // a shadow root's sheets load after the page's own (from the cache): each says when it is in, and the page's
  // loader waits for them all before it counts the copy as drawn (hold-entry.ts)
  const links = styles
    .map((h) => `<link rel="stylesheet" href="${h}" onload="${SHEET_LOADED}" onerror="${SHEET_LOADED}">`)
    .join('')
  // the copy is the first screen: its pictures load at once (the app's rows load theirs lazily)
  let drawn = markup.replace(/ loading="lazy"/g, '').replace(/ decoding="async"/g, '')
  // the picture it is judged by stays in the page's own tree, slotted into its place: the page's loader waits
  // for it to be drawn (hold-entry.ts), and it is drawn from the page itself where it rides inline
  let picture = ''
  if (ask.picture) {
    const src = `src="${escapeHtml(ask.picture)}"`
    const at = drawn.indexOf(src)
    const start = at < 0 ? -1 : drawn.lastIndexOf('<img ', at)
    const end = at < 0 ? -1 : drawn.indexOf('>', at)
    if (start >= 0 && end > at) {
      const img = drawn.slice(start, end + 1).replace(/\/?>$/, '>')
      picture = img
        .replace('<img ', '<img slot="picture" ')
        .replace(src, ask.inline ? `src="${ask.inline}"` : src)
      drawn = `${drawn.slice(0, start)}<slot name="picture"></slot>${drawn.slice(end + 1)}`
    }
  }
  return (
    `<div id="${PAGE_SHELL_ID}" data-sheets="${styles.length}" aria-hidden="true" style="position:fixed;inset:0;z-index:2000;background:#fff;pointer-events:none">` +
    `<template shadowrootmode="closed">${links}<style>${BASE}</style><div class="lotus-shell-page">${drawn}</div></template>` +
    `${picture}</div>`
  )
}

/**
 * The page chunk's style sheets block the first paint where a copy is drawn with them (no unstyled frame). They go
 * after the entry's, as the app adds them when it loads the page (the page's rules win over the entry's, e.g. its
 * picture sizes over `.taro-img`); the app then finds them there and adds none.
 */
export function stylesBlocking(html: string): string {
  const sheets: string[] = []
  const out = html.replace(/<link rel="preload" as="style" href="([^"]+)">/g, (_, href: string) => {
    sheets.push(`<link href="${href}" rel="stylesheet">`)
    return ''
  })
  const at = out.indexOf('</head>')
  return sheets.length === 0 || at < 0 ? html : out.slice(0, at) + sheets.join('') + out.slice(at)
}
