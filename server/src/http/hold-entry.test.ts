import { describe, expect, it } from 'vitest'
import { HOLD_ENTRY_MAX_MS, holdEntry, SHEETS_LOADED } from './hold-entry.js'

// Issue 13: a page that draws its first screen itself runs the app's scripts once that screen is painted.
describe('holdEntry', () => {
  const page =
    '<html><head><link rel="preload" as="script" href="/js/9396.dd.js"><link rel="preload" as="image" fetchpriority="high" href="/api/img/goods/1.svg">' +
    '<script defer="defer" src="/js/3896.aa.js"></script><script defer="defer" src="/js/app.bb.js"></script>' +
    '<link href="/css/app.cc.css" rel="stylesheet"></head><body><div id="app"></div>'

  /** Runs the page's loader against a pretend browser; returns what it did and the callbacks it left. */
  const load = (
    html: string,
    shell: 'none' | 'shown' | 'hidden',
    visibilityState = 'visible',
    sheets = 0
  ) => {
    const loader = html.slice(html.lastIndexOf('<script>') + 8, -'</script>'.length)
    const added: Array<{ src: string; async: boolean } | { html: string }> = []
    const timers: Array<[() => void, number]> = []
    const frames: Array<() => void> = []
    let decoded: () => void = () => {}
    const img = { decode: () => new Promise<void>((r) => (decoded = r)) }
    const el = {
      style: { display: shell === 'hidden' ? 'none' : '' },
      querySelector: () => img,
      getAttribute: (a: string) => (a === 'data-sheets' && sheets ? String(sheets) : null)
    }
    const window: Record<string, number> = {}
    const document = {
      visibilityState,
      getElementById: () => (shell === 'none' ? null : el),
      createElement: () => ({ src: '', async: true }),
      head: {
        appendChild: (e: { src: string; async: boolean }) => added.push(e),
        insertAdjacentHTML: (at: string, html: string) => at === 'beforeend' && added.push({ html })
      }
    }
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', loader)(
      document,
      window,
      (f: () => void, ms: number) => timers.push([f, ms]),
      (f: () => void) => frames.push(f)
    )
    return { added, timers, frames, window, decoded: () => decoded() }
  }

  it('takes the entry scripts and every preload out of the page, and keeps everything else', () => {
    const html = holdEntry(page, 'lotus-shell')
    expect(html).not.toContain('<script defer')
    expect(html).not.toContain('<link rel="preload"')
    expect(html).toContain('<link href="/css/app.cc.css" rel="stylesheet">')
    expect(holdEntry('<html><body></body>', 'lotus-shell')).toBe('<html><body></body>')
    // a preload's text can never end the loader's script element early
    const evil = holdEntry(
      '<link rel="preload" as="image" href="/a</script><script>alert(1)//">' + page,
      'lotus-shell'
    )
    expect(evil.slice(evil.lastIndexOf('<script>'))).not.toMatch(/<\/script>.+/)
  })

  it('runs them in order at once when no first screen is shown, or nobody sees the page', () => {
    for (const [shell, seen] of [
      ['none', 'visible'],
      ['hidden', 'visible'],
      ['shown', 'hidden']
    ] as const) {
      const { added } = load(holdEntry(page, 'lotus-shell'), shell, seen)
      // the preloads first (the page's chunk and the photo the app draws), then the scripts in order
      expect(added).toEqual([
        {
          html: '<link rel="preload" as="script" href="/js/9396.dd.js"><link rel="preload" as="image" fetchpriority="high" href="/api/img/goods/1.svg">'
        },
        { src: '/js/3896.aa.js', async: false },
        { src: '/js/app.bb.js', async: false }
      ])
    }
  })

  it('runs them after the shown screen is decoded and painted, or after the longest wait, once', async () => {
    const b = load(holdEntry(page, 'lotus-shell'), 'shown')
    expect(b.added).toEqual([])
    b.decoded()
    await new Promise((r) => setImmediate(r))
    // two frames, then a task after the second
    b.frames.shift()!()
    expect(b.added).toEqual([])
    b.frames.shift()!()
    const [after] = b.timers.filter(([, ms]) => ms === 0)
    after![0]()
    expect(b.added.map((e) => ('src' in e ? e.src : 'preloads'))).toEqual([
      'preloads',
      '/js/3896.aa.js',
      '/js/app.bb.js'
    ])
    // the longest wait's timer, firing too, adds nothing more
    const [longest] = b.timers.filter(([, ms]) => ms === HOLD_ENTRY_MAX_MS)
    longest![0]()
    expect(b.added).toHaveLength(3)

    // a screen in a shadow root is drawn once its own style sheets are in too (first-screen.ts counts them)
    const d = load(holdEntry(page, 'lotus-shell'), 'shown', 'visible', 2)
    d.decoded()
    await new Promise((r) => setImmediate(r))
    d.window[SHEETS_LOADED] = 1
    d.frames.shift()!()
    d.frames.shift()!()
    expect(d.timers.filter(([, ms]) => ms === 0)).toEqual([])
    d.window[SHEETS_LOADED] = 2
    d.frames.shift()!()
    d.frames.shift()!()
    d.frames.shift()!()
    d.timers.find(([, ms]) => ms === 0)![0]()
    expect(d.added).toHaveLength(3)

    // a picture that never decodes (or a tab without frames): the longest wait starts the app
    const c = load(holdEntry(page, 'lotus-shell'), 'shown')
    c.timers.find(([, ms]) => ms === HOLD_ENTRY_MAX_MS)![0]()
    expect(c.added).toHaveLength(3)
  })
})
