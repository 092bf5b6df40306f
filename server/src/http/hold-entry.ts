/**
 * The longest the app's start waits for the page's own first screen to be painted: a safety net, as a page on
 * the screen draws a frame every 16 ms once its picture is decoded (a page not on the screen does not wait).
 */
export const HOLD_ENTRY_MAX_MS = 2000

/** The global a first screen in a shadow root counts its loaded style sheets in (first-screen.ts). */
export const SHEETS_LOADED = '__lotusShellSheets'

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/[\w./-]+\.js)"><\/script>/g
const PRELOAD = /<link rel="preload"[^>]*>/g

/**
 * Issue 13: for a page that draws its first screen itself (page-boot.ts, `holdEntry`), the app's scripts and
 * everything preloaded for them wait until that screen is painted: its picture decoded, then two frames. The
 * entry's `<script defer>` tags and the page's `<link rel="preload">` tags (its chunk, its style sheet, the photo
 * the app will draw) leave the HTML; a loader at the end of the body adds the preloads, then the scripts in
 * order. Fetched with the page, ~150 KB of scripts shared a phone's bandwidth with the screen's own HTML and
 * style sheets and delayed its first frame; and a phone with them at hand (a repeat visit: they are cached as
 * immutable) ran them before the first frame. The picture is the screen's first `img` in the page's tree (a
 * screen drawn in a closed shadow root slots it there: first-screen.ts). A hidden or absent screen, or a page
 * opened in the background (no frames to wait for), starts them at once; anything that keeps the frame from
 * coming, after HOLD_ENTRY_MAX_MS.
 */
export function holdEntry(html: string, shellId: string): string {
  const srcs: string[] = []
  let held = html.replace(ENTRY_SCRIPT, (_, src: string) => {
    srcs.push(src)
    return ''
  })
  if (srcs.length === 0) return html
  const preloads: string[] = []
  held = held.replace(PRELOAD, (tag) => {
    preloads.push(tag)
    return ''
  })
  // `<\/` in the string: the tags' text can never close the loader's own script element
  const tags = JSON.stringify(preloads.join('')).replace(/<\//g, '<\\/')
  const loader =
    `(function(){var s=${JSON.stringify(srcs)},d=0;function go(){if(d)return;d=1;` +
    (preloads.length ? `document.head.insertAdjacentHTML("beforeend",${tags});` : '') +
    `for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=false;document.head.appendChild(e)}}` +
    `var el=document.getElementById(${JSON.stringify(shellId)}),p=el&&el.style.display!=="none"&&el.querySelector("img");` +
    `if(!p||!p.decode||document.visibilityState==="hidden")return go();setTimeout(go,${HOLD_ENTRY_MAX_MS});` +
    // the screen's own style sheets (a shadow root's: data-sheets) in too, then two frames
    `var n=+(el.getAttribute("data-sheets")||0);function drawn(){if((window.${SHEETS_LOADED}||0)<n)return requestAnimationFrame(drawn);` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `p.decode().then(null,function(){}).then(drawn)})()`
  return `${held}<script>${loader}</script>`
}
