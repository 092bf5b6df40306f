import { createRequire } from 'node:module'
import { PICTURE_RULES, type PictureRule } from './picture-rules.js'

/**
 * Pictures from Fluent Emoji Flat (Microsoft, MIT; @iconify-json/fluent-emoji-flat), matched to the
 * dish or category a label names (issue 8 §3; issue 35 §4: by rules with a family, picture-rules.ts), and the
 * pictures of empty and error states.
 */
interface IconSet {
  width: number
  height: number
  icons: Record<string, { body: string; width?: number; height?: number }>
}
const set = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet

const FALLBACK = 'fork-and-knife-with-plate'

/**
 * The rule a picture comes from: the first that matches the name, else the first that matches each hint in turn
 * (a goods' category, then its shop's category), so 二人精選套餐 at a hotpot shows a hotpot.
 */
export function pictureRuleFor(name: string, ...hints: string[]): PictureRule | undefined {
  for (const text of [name, ...hints]) {
    const hit = PICTURE_RULES.find((r) => r.words.test(text))
    if (hit) return hit
  }
  return undefined
}

/** The icon name for a label (name, category and tags joined). */
export function emojiNameFor(text: string, ...hints: string[]): string {
  return pictureRuleFor(text, ...hints)?.picture ?? FALLBACK
}

/** The icon's SVG body in a 32×32 box. */
export function emojiBody(name: string): string {
  return (set.icons[name] ?? set.icons[FALLBACK])?.body ?? ''
}

/** Pictures of empty and error states: /api/img/state/<name>.svg */
export const STATE_PICTURES: Readonly<Record<string, string>> = {
  empty: 'spiral-notepad',
  error: 'warning',
  'not-found': 'compass',
  search: 'magnifying-glass-tilted-left',
  cart: 'shopping-cart',
  order: 'receipt',
  address: 'round-pushpin',
  coupon: 'ticket',
  favourite: 'red-heart',
  wallet: 'purse',
  god: 'crown',
  // confirmation after a feedback or a merchant application (pagesA uploaded-success)
  done: 'check-mark-button'
}

/** A state picture as a standalone SVG (a soft circle behind the emoji). */
export function renderStatePicture(name: string): string | undefined {
  const icon = STATE_PICTURES[name]
  if (!icon) return undefined
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="46" fill="#fff3e6"/>` +
    `<g transform="translate(20 20) scale(1.75)">${emojiBody(icon)}</g></svg>`
  )
}
