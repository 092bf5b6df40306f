import { createRequire } from 'node:module'

/**
 * Pictures from Fluent Emoji Flat (Microsoft, MIT; @iconify-json/fluent-emoji-flat), matched to the
 * dish or category a label names (issue 8 §3), and the pictures of empty and error states.
 */
interface IconSet {
  width: number
  height: number
  icons: Record<string, { body: string; width?: number; height?: number }>
}
const set = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet

/** First match wins: more specific words first. */
const WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/葡撻|蛋撻|撻/, 'custard'],
  [/奶茶|珍珠|波波|手搖/, 'bubble-tea'],
  [/咖啡|鴛鴦|拿鐵/, 'hot-beverage'],
  [/茶|飲品|凍檸/, 'teacup-without-handle'],
  [/果汁|沙冰|特飲/, 'tropical-drink'],
  [/雪糕|甜品|糖水|布甸/, 'shaved-ice'],
  [/蛋糕|西餅|餅家|餅店|烘焙|麵包/, 'croissant'],
  [/杏仁餅|曲奇|手信|肉乾/, 'cookie'],
  [/豬扒包|漢堡|包/, 'hamburger'],
  [/壽司|刺身|日本|日式/, 'sushi'],
  [/雲吞|餃|點心|燒賣|蝦餃/, 'dumpling'],
  [/麵|拉麵|米線|粉/, 'steaming-bowl'],
  [/粥/, 'bowl-with-spoon'],
  [/火鍋|打邊爐/, 'pot-of-food'],
  [/咖喱/, 'curry-rice'],
  [/飯|燒味|叉燒|茶餐廳|碟頭/, 'cooked-rice'],
  [/雞|炸/, 'poultry-leg'],
  [/牛|豬|扒|肉|燒烤/, 'cut-of-meat'],
  [/蝦|海鮮|蟹|魚/, 'fried-shrimp'],
  [/意粉|意大利|葡國|葡式|西餐/, 'spaghetti'],
  [/薄餅|披薩/, 'pizza'],
  [/沙律|素|菜/, 'green-salad'],
  [/啤酒|酒/, 'beer-mug'],
  [/水果|生果/, 'tangerine'],
  [/超市|便利|士多/, 'convenience-store'],
  [/百貨|商場|服飾/, 'shopping-bags'],
  [/藥|保健/, 'pill'],
  [/美容|化妝/, 'lipstick'],
  [/團購|優惠|券/, 'admission-tickets'],
  [/外賣|快餐|便當/, 'takeout-box']
]
const FALLBACK = 'fork-and-knife-with-plate'

/** The icon name for a label (name, category and tags joined). */
export function emojiNameFor(text: string): string {
  return WORDS.find(([re]) => re.test(text))?.[1] ?? FALLBACK
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
