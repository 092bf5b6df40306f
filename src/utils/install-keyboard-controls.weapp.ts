/** The mini-program has no keyboard: a no-op with the h5 file's signature. */
export function installKeyboardControls(): void {}
