/**
 * A new order's ring and browser notification. Browsers allow sound only after a gesture on the page, so the board
 * asks once (「開啟提示音及通知」) and keeps the audio context that gesture opened.
 */
let audio: AudioContext | null = null

/** Opens sound and asks for notifications; call from a click. */
export async function enableAlerts(): Promise<{ sound: boolean; notify: boolean }> {
  try {
    audio ??= new AudioContext()
    await audio.resume()
  } catch {
    audio = null
  }
  let notify = false
  if (typeof Notification !== 'undefined') {
    notify =
      Notification.permission === 'granted' ||
      (Notification.permission !== 'denied' && (await Notification.requestPermission()) === 'granted')
  }
  return { sound: audio !== null, notify }
}

export const alertsEnabled = (): boolean => audio !== null && audio.state === 'running'

/** Two short tones (Web Audio: no file to load). */
export function ring(): void {
  if (!audio || audio.state !== 'running') return
  const start = audio.currentTime
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = audio.createOscillator()
    const gain = audio.createGain()
    osc.frequency.value = freq
    gain.gain.setValueAtTime(0.0001, start + i * 0.25)
    gain.gain.exponentialRampToValueAtTime(0.3, start + i * 0.25 + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.25 + 0.22)
    osc.connect(gain).connect(audio.destination)
    osc.start(start + i * 0.25)
    osc.stop(start + i * 0.25 + 0.24)
  }
}

/** A browser notification, when allowed (also with the board in view: a kitchen looks away from the screen). */
export function notify(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return
  try {
    new Notification(title, { body, tag: 'lotus-board' })
  } catch {
    // some mobile browsers allow notifications only from a service worker
  }
}
