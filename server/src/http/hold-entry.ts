/**
 * The longest the app's start waits for the page's own first screen to be painted: a safety net, as a page on
 * the screen draws a frame every 16 ms once its picture is decoded (a page not on the screen does not wait).
 */
export const HOLD_ENTRY_MAX_MS = 2000

/**
 * Once the screen is drawn, the longest wait for the browser to say it was shown: a paint the browser does not
 * report (the picture clipped by its row to less than a smaller paint reported before it) must not hold the app.
 */
export const SHOWN_MAX_MS = 500

/** The global a first screen in a shadow root counts its loaded style sheets in (first-screen.ts). */
export const SHEETS_LOADED = '__lotusShellSheets'

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/[\w./-]+\.js)"><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script" href=/g

/**
 * Issue 13: for a page that draws its first screen itself (page-boot.ts, `holdEntry`), the entry's
 * `<script defer>` tags become low-priority preloads (fetched at once, after the screen's style sheets) and a
 * loader at the end of the body runs them, in order, once that screen is on the screen. Otherwise a phone with the
 * scripts at hand (a repeat visit, they are cached as immutable) runs ~150 KB of them before the first frame,
 * and the screen waits for it. The picture is the screen's first `img` in the page's tree (a screen drawn in a
 * closed shadow root slots it there: first-screen.ts). "On the screen": the picture decoded and the screen's style
 * sheets in, then the browser's own word that the frame showing the picture was presented (its
 * largest-contentful-paint entry, or an as large paint's, after which the picture gets none); two frames where the
 * browser has no such entries (they only say a frame was drawn, not shown: a busy compositor shows it later, and
 * the scripts then ran before it). A hidden or absent screen, or a page opened in the background (no frames to
 * wait for), starts them at once; a tap, key or scroll at once too (the browser reports no paints after one);
 * anything that keeps the frame from coming, after HOLD_ENTRY_MAX_MS; a report that does not come, SHOWN_MAX_MS
 * after the screen was drawn.
 */
export function holdEntry(html: string, shellId: string): string {
  const srcs: string[] = []
  let held = html.replace(ENTRY_SCRIPT, (_, src: string) => {
    srcs.push(src)
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}">`
  })
  if (srcs.length === 0) return html
  // the scripts, the page's chunk included, are fetched at once but after what the first screen needs: the
  // browser holds low-priority requests while the head's style sheets load, so the screen's HTML and sheets
  // do not share a phone's bandwidth with ~150 KB of scripts (holding the fetch itself until the first frame
  // would start the app ~0.3 s later on a slow network)
  held = held.replace(SCRIPT_PRELOAD, '<link rel="preload" as="script" fetchpriority="low" href=')
  const loader =
    `(function(){var s=${JSON.stringify(srcs)},d=0,w=window,P=w.PerformanceObserver;function go(){if(d)return;d=1;` +
    `for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=false;document.head.appendChild(e)}}` +
    `var el=document.getElementById(${JSON.stringify(shellId)}),p=el&&el.style.display!=="none"&&el.querySelector("img");` +
    `if(!p||!p.decode||document.visibilityState==="hidden")return go();setTimeout(go,${HOLD_ENTRY_MAX_MS});` +
    `["pointerdown","keydown","scroll"].forEach(function(t){w.addEventListener(t,go,{once:true,passive:true,capture:true})});` +
    // presented: the picture's own entry, or one as large as its part of the window give or take the pixel the
    // browser snaps each side to (a same-sized photo drawn a frame earlier: the picture then gets none)
    `function shown(){setTimeout(go,${SHOWN_MAX_MS});var r=p.getBoundingClientRect(),x=Math.max(0,Math.min(r.right,w.innerWidth)-Math.max(r.left,0)),` +
    `y=Math.max(0,Math.min(r.bottom,w.innerHeight)-Math.max(r.top,0)),a=x*y-x-y-1,o=new P(function(l){var e=l.getEntries();` +
    `for(var i=0;i<e.length;i++)if(e[i].element===p||e[i].size>=a){o.disconnect();return setTimeout(go,0)}});` +
    `o.observe({type:"largest-contentful-paint",buffered:true})}` +
    // the screen's own style sheets (a shadow root's: data-sheets) in too
    `var n=+(el.getAttribute("data-sheets")||0);function drawn(){if((w.${SHEETS_LOADED}||0)<n)return requestAnimationFrame(drawn);` +
    `if(P&&(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")>=0)return shown();` +
    `requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}` +
    `p.decode().then(null,function(){}).then(drawn)})()`
  return `${held}<script>${loader}</script>`
}
