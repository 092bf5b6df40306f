/** Server render (first-screens.tsx): a phone's width is not known there; the app measures it once it runs. */
export const windowWidth = (): number => 375
export const statusBarHeight = (): number => 0
