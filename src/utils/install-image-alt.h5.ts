import { watchImageAlt } from './image-alt'

/** h5: every `<img>` the app draws gets an `alt` (see image-alt.ts). */
export function installImageAlt(): void {
  if (typeof document === 'undefined' || !document.body) return
  watchImageAlt(document.body)
}
