/** The longest the app's start waits for the page's own first screen to be painted (a picture that is slow). */
export const HOLD_ENTRY_MAX_MS = 300

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="(\/[\w./-]+\.js)"><\/script>/g

/**
 * Issue 13: for a page that draws its first screen itself (page-boot.ts, `holdEntry`), the entry's
 * `<script defer>` tags become preloads (fetched at once, as before) and a loader at the end of the body runs
 * them, in order, once that screen is painted: its picture decoded, then one frame. Otherwise a phone with the
 * scripts at hand (a repeat visit, they are cached as immutable) runs ~150 KB of them before the first frame,
 * and the screen waits for it. A hidden or absent screen starts them at once; a picture that never decodes, or
 * a tab in the background (no frames), after HOLD_ENTRY_MAX_MS.
 */
export function holdEntry(html: string, shellId: string): string {
  const srcs: string[] = []
  const held = html.replace(ENTRY_SCRIPT, (_, src: string) => {
    srcs.push(src)
    return `<link rel="preload" as="script" href="${src}">`
  })
  if (srcs.length === 0) return html
  const loader =
    `(function(){var s=${JSON.stringify(srcs)},d=0;function go(){if(d)return;d=1;` +
    `for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=false;document.head.appendChild(e)}}` +
    `var el=document.getElementById(${JSON.stringify(shellId)}),p=el&&el.style.display!=="none"&&el.querySelector("img");` +
    `if(!p||!p.decode)return go();setTimeout(go,${HOLD_ENTRY_MAX_MS});` +
    `p.decode().then(null,function(){}).then(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})})()`
  return `${held}<script>${loader}</script>`
}
