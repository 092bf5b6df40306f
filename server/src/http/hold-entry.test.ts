import { describe, expect, it } from 'vitest'
import { HOLD_ENTRY_MAX_MS, holdEntry, SHEETS_LOADED } from './hold-entry.js'

// Issue 13: a page that draws its first screen itself runs the app's scripts once that screen is painted.
describe('holdEntry', () => {
  const page =
    '<html><head><link rel="preload" as="script" href="/js/9396.dd.js"><script defer="defer" src="/js/3896.aa.js"></script><script defer="defer" src="/js/app.bb.js"></script>' +
    '<link href="/css/app.cc.css" rel="stylesheet"></head><body><div id="app"></div>'

  /** Runs the page's loader against a pretend browser; returns what it did and the callbacks it left. */
  const load = (
    html: string,
    shell: 'none' | 'shown' | 'hidden',
    visibilityState = 'visible',
    sheets = 0
  ) => {
    const loader = html.slice(html.lastIndexOf('<script>') + 8, -'</script>'.length)
    const added: Array<{ src: string; async: boolean }> = []
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
      head: { appendChild: (e: { src: string; async: boolean }) => added.push(e) }
    }
    new Function('document', 'window', 'setTimeout', 'requestAnimationFrame', loader)(
      document,
      window,
      (f: () => void, ms: number) => timers.push([f, ms]),
      (f: () => void) => frames.push(f)
    )
    return { added, timers, frames, window, decoded: () => decoded() }
  }

  it('turns the entry scripts into low-priority preloads, lowers the page chunk too, and keeps everything else', () => {
    const html = holdEntry(page, 'lotus-shell')
    expect(html).not.toContain('<script defer')
    // fetched at once, after the first screen's style sheets
    expect(html).toContain(
      '<link rel="preload" as="script" fetchpriority="low" href="/js/9396.dd.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/js/3896.aa.js">' +
        '<link rel="preload" as="script" fetchpriority="low" href="/js/app.bb.js">'
    )
    expect(html).toContain('<link href="/css/app.cc.css" rel="stylesheet">')
    expect(holdEntry('<html><body></body>', 'lotus-shell')).toBe('<html><body></body>')
  })

  it('runs them in order at once when no first screen is shown, or nobody sees the page', () => {
    for (const [shell, seen] of [
      ['none', 'visible'],
      ['hidden', 'visible'],
      ['shown', 'hidden']
    ] as const) {
      const { added } = load(holdEntry(page, 'lotus-shell'), shell, seen)
      expect(added).toEqual([
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
    expect(b.added.map((e) => e.src)).toEqual(['/js/3896.aa.js', '/js/app.bb.js'])
    // the longest wait's timer, firing too, adds nothing more
    const [longest] = b.timers.filter(([, ms]) => ms === HOLD_ENTRY_MAX_MS)
    longest![0]()
    expect(b.added).toHaveLength(2)

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
    expect(d.added).toHaveLength(2)

    // a picture that never decodes (or a tab without frames): the longest wait starts the app
    const c = load(holdEntry(page, 'lotus-shell'), 'shown')
    c.timers.find(([, ms]) => ms === HOLD_ENTRY_MAX_MS)![0]()
    expect(c.added).toHaveLength(2)
  })
})
