import { watchKeyboardControls } from './keyboard-controls'

/** h5: every role control is reachable and pressed by the keyboard (see keyboard-controls.ts). */
export function installKeyboardControls(): void {
  if (typeof document === 'undefined' || !document.body) return
  watchKeyboardControls(document.body)
}
