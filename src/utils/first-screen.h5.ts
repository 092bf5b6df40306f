import { PAGE_SHELL_ID } from '@lotus/contract/page-boot'

/**
 * h5: removes the server's drawing of the first screen (server/src/http/page-boot.ts) once the app's own is up.
 * Safe to call any number of times, with or without one.
 */
export function dropShell(): void {
  if (typeof document !== 'undefined') document.getElementById(PAGE_SHELL_ID)?.remove()
}

/**
 * The app's popup is up under the server's copy: from this frame the copy takes no tap (they reach the app's)
 * and its dimming goes, so the page behind is dimmed once, not twice, until the copy itself goes.
 */
export function shellUnder(): void {
  if (typeof document === 'undefined') return
  const shell = document.getElementById(PAGE_SHELL_ID)
  shell?.classList.add('shell-popup--under')
  shell?.querySelector('.shell-popup__mask')?.remove()
}

/** After the frame that draws a picture which has just loaded: the server's copy can go without a blink. */
export function dropShellAfterPaint(): void {
  if (typeof requestAnimationFrame !== 'function') return dropShell()
  requestAnimationFrame(() => requestAnimationFrame(dropShell))
}

/**
 * A page the server drew first (a closed shadow root over the app, server/src/http/first-screen.ts): once the
 * app's own drawing of it is up and its picture (`selector`, searched in the app's document) is decoded, the
 * copy goes after the next frame; a picture that never comes does not keep it there.
 */
export function dropShellWhenDrawn(selector: string): void {
  if (typeof document === 'undefined' || !document.getElementById(PAGE_SHELL_ID)) return
  const picture = document.querySelector<HTMLImageElement>(selector)
  const cancel = dropShellAtMost()
  const done = () => {
    cancel()
    dropShellAfterPaint()
  }
  if (!picture?.decode) return done()
  picture.decode().then(done, done)
}

/** The longest the server's copy stays over the app's own drawing, whatever keeps the app's picture away. */
const SHELL_AT_MOST_MS = 3000

/** Removes the server's copy after SHELL_AT_MOST_MS unless the returned function is called first. */
export function dropShellAtMost(): () => void {
  const t = setTimeout(dropShell, SHELL_AT_MOST_MS)
  return () => clearTimeout(t)
}
