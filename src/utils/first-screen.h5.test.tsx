import { PAGE_SHELL_ID } from '@lotus/contract/page-boot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dropShellAtMost, dropShellWhenDrawn } from './first-screen.h5'

// The server's copy of a first screen (server/src/http/page-boot.ts, first-screen.ts) never outstays the app.
describe("the server's copy of the first screen", () => {
  const shell = () => document.getElementById(PAGE_SHELL_ID)
  beforeEach(() => {
    vi.useFakeTimers()
    const el = document.createElement('div')
    el.id = PAGE_SHELL_ID
    document.body.appendChild(el)
  })
  afterEach(() => {
    shell()?.remove()
    vi.useRealTimers()
  })

  it('goes after three seconds whatever keeps the app away, unless the app takes it first', () => {
    dropShellAtMost()
    vi.advanceTimersByTime(2999)
    expect(shell()).not.toBeNull()
    vi.advanceTimersByTime(1)
    expect(shell()).toBeNull()

    const el = document.createElement('div')
    el.id = PAGE_SHELL_ID
    document.body.appendChild(el)
    const cancel = dropShellAtMost()
    cancel()
    vi.advanceTimersByTime(10_000)
    expect(shell()).toBe(el)
  })

  it("goes a frame after the app's picture is decoded, or after three seconds of a picture that never decodes", async () => {
    const img = document.createElement('img')
    img.className = 'first-photo'
    let decoded!: () => void
    img.decode = () => new Promise<void>((r) => (decoded = r))
    document.body.appendChild(img)
    dropShellWhenDrawn('.first-photo')
    vi.advanceTimersByTime(100)
    expect(shell()).not.toBeNull()
    decoded()
    await vi.advanceTimersByTimeAsync(100)
    expect(shell()).toBeNull()

    // never decoded
    const el = document.createElement('div')
    el.id = PAGE_SHELL_ID
    document.body.appendChild(el)
    img.decode = () => new Promise<void>(() => {})
    dropShellWhenDrawn('.first-photo')
    await vi.advanceTimersByTimeAsync(2999)
    expect(shell()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(shell()).toBeNull()
    img.remove()
  })
})
