/**
 * What a page that draws its first screen itself fetches once that screen is painted (server/src/http/hold-entry.ts):
 * the preload tags its loader adds and the scripts it runs, in order. Empty lists for a page without the loader.
 */
export function heldUntilDrawn(html: string): { preloads: string; scripts: string[] } {
  const preloads = /document\.head\.insertAdjacentHTML\("beforeend",("(?:[^"\\]|\\.)*")\)/.exec(html)?.[1]
  const scripts = /\(function\(\)\{var s=(\[[^\]]*\]),d=0;/.exec(html)?.[1]
  return {
    preloads: preloads ? (JSON.parse(preloads) as string) : '',
    scripts: scripts ? (JSON.parse(scripts) as string[]) : []
  }
}
