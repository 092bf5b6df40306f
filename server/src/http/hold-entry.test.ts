import { describe, expect, it } from 'vitest'
import { HOLD_ENTRY_MAX_MS, holdEntry, SHEETS_LOADED, SHOWN_MAX_MS } from './hold-entry.js'

// Issue 13: a page that draws its first screen itself runs the app's scripts once that screen is painted.
describe('holdEntry', () => {
  const page =
    '<html><head><link rel="preload" as="script" href="/js/9396.dd.js"><script defer="defer" src="/js/3896.aa.js"></script><script defer="defer" src="/js/app.bb.js"></script>' +
    '<link href="/css/app.cc.css" rel="stylesheet"></head><body><div id="app"></div>'

  type Entry = { element: unknown; size: number }
  /**
   * Runs the page's loader against a pretend browser; returns what it did and the callbacks it left. `lcp`: the
   * browser reports largest-contentful-paint entries (the picture is 100 × 80 at the window's top left).
   */
  const load = (
    html: string,
    shell: 'none' | 'shown' | 'hidden',
    visibilityState = 'visible',
    sheets = 0,
    lcp = false
  ) => {
    const loader = html.slice(html.lastIndexOf('<script>') + 8, -'</script>'.length)
    const added: Array<{ src: string; async: boolean }> = []
    const timers: Array<[() => void, number]> = []
    const frames: Array<() => void> = []
    const listeners: Record<string, () => void> = {}
    const observers: Array<{ type?: string; report: (e: Entry[]) => void; connected: boolean }> = []
    const reported: Entry[] = []
    let decoded: () => void = () => {}
    const img = {
      decode: () => new Promise<void>((r) => (decoded = r)),
      getBoundingClientRect: () => ({ left: 0, top: 0, right: 100, bottom: 80 })
    }
    const el = {
      style: { display: shell === 'hidden' ? 'none' : '' },
      querySelector: () => img,
      getAttribute: (a: string) => (a === 'data-sheets' && sheets ? String(sheets) : null)
    }
    class PerformanceObserver {
      static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint']
      private o: (typeof observers)[number]
      constructor(cb: (l: { getEntries: () => Entry[] }) => void) {
        this.o = { report: (e) => this.o.connected && cb({ getEntries: () => e }), connected: false }
        observers.push(this.o)
      }
      observe(opts: { type: string; buffered: boolean }) {
        Object.assign(this.o, { type: opts.type, connected: true })
        // a buffered observer is told of what was reported before it
        if (opts.buffered && reported.length) this.o.report(reported)
      }
      disconnect() {
        this.o.connected = false
      }
    }
    const window: Record<string, unknown> = {
      innerWidth: 375,
      innerHeight: 812,
      PerformanceObserver,
      addEventListener: (t: string, f: () => void) => (listeners[t] = f)
    }
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
    /** The browser reports paints to every observer of largest-contentful-paint. */
    const paint = (...e: Entry[]) => {
      reported.push(...e)
      observers.filter((o) => o.type === 'largest-contentful-paint').forEach((o) => o.report(e))
    }
    return { added, timers, frames, window, listeners, img, paint, decoded: () => decoded() }
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

  it('where the browser reports paints, runs them once it says the picture was shown, not two frames after', async () => {
    const b = load(holdEntry(page, 'lotus-shell'), 'shown', 'visible', 0, true)
    b.decoded()
    await new Promise((r) => setImmediate(r))
    // a frame drawn is not a frame shown: no frames are waited for, the browser's report is
    expect(b.frames).toEqual([])
    // a smaller paint (the shop's notice) shown first: the picture is still to come
    b.paint({ element: {}, size: 7277 })
    expect(b.timers.filter(([, ms]) => ms === 0)).toEqual([])
    b.paint({ element: b.img, size: 7990 })
    b.timers.find(([, ms]) => ms === 0)![0]()
    expect(b.added.map((e) => e.src)).toEqual(['/js/3896.aa.js', '/js/app.bb.js'])
    // later paints (the app's own) and the longest wait add nothing more
    b.paint({ element: {}, size: 90_000 })
    b.timers.find(([, ms]) => ms === HOLD_ENTRY_MAX_MS)![0]()
    expect(b.added).toHaveLength(2)

    // a paint as large as the picture's 100 × 80 (another photo of the same size, its sides snapped to whole
    // pixels): the picture will never be reported, so that one is the sign
    for (const size of [8000, 7900]) {
      const c = load(holdEntry(page, 'lotus-shell'), 'shown', 'visible', 0, true)
      c.decoded()
      await new Promise((r) => setImmediate(r))
      c.paint({ element: {}, size: 7700 })
      expect(c.timers.filter(([, ms]) => ms === 0)).toEqual([])
      c.paint({ element: {}, size })
      c.timers.find(([, ms]) => ms === 0)![0]()
      expect(c.added).toHaveLength(2)
    }

    // waits for the screen's style sheets first, as without reports
    const s = load(holdEntry(page, 'lotus-shell'), 'shown', 'visible', 1, true)
    s.decoded()
    await new Promise((r) => setImmediate(r))
    s.paint({ element: s.img, size: 7990 })
    expect(s.timers.filter(([, ms]) => ms === 0)).toEqual([])
    s.window[SHEETS_LOADED] = 1
    // the picture's report, made before the sheets were in, counts once they are (a buffered observer)
    s.frames.shift()!()
    s.timers.find(([, ms]) => ms === 0)![0]()
    expect(s.added).toHaveLength(2)

    // no report at all once the screen is drawn (a paint the browser does not count): a short wait, not the longest
    const q = load(holdEntry(page, 'lotus-shell'), 'shown', 'visible', 0, true)
    expect(q.timers.filter(([, ms]) => ms === SHOWN_MAX_MS)).toEqual([])
    q.decoded()
    await new Promise((r) => setImmediate(r))
    q.timers.find(([, ms]) => ms === SHOWN_MAX_MS)![0]()
    expect(q.added).toHaveLength(2)
  })

  it('runs them at once when the user taps, types or scrolls before the screen is shown', async () => {
    for (const t of ['pointerdown', 'keydown', 'scroll']) {
      const b = load(holdEntry(page, 'lotus-shell'), 'shown', 'visible', 0, true)
      b.decoded()
      await new Promise((r) => setImmediate(r))
      expect(b.added).toEqual([])
      b.listeners[t]!()
      expect(b.added).toHaveLength(2)
    }
  })
})
