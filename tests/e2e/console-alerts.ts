/**
 * An init script counting the order board's tones and notifications (the page's own Web Audio and Notification
 * calls): `context.addInitScript(RECORD_ALERTS)`, then read `window.__tones` and `window.__notes`.
 */
export const RECORD_ALERTS = () => {
  const w = window as unknown as { __tones: number; __notes: string[] }
  w.__tones = 0
  w.__notes = []
  const create = AudioContext.prototype.createOscillator
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    w.__tones++
    return create.call(this)
  }
  const Real = window.Notification
  class Recorded extends Real {
    constructor(title: string, opts?: NotificationOptions) {
      super(title, opts)
      w.__notes.push(`${title} ${opts?.body ?? ''}`)
    }
  }
  Object.defineProperty(window, 'Notification', { value: Recorded })
}
