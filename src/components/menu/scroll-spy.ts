/** Fixed row heights (design px at width 375) let the scroll-spy work without measuring the DOM. */
export const SECTION_TITLE_PX = 32
export const GOODS_ROW_PX = 112

/** Top offset of each category section, in screen px (`scale` = windowWidth / 375). */
export function sectionTops(goodsPerSection: readonly number[], scale = 1): number[] {
  const tops: number[] = []
  let y = 0
  for (const n of goodsPerSection) {
    tops.push(y)
    y += (SECTION_TITLE_PX + n * GOODS_ROW_PX) * scale
  }
  return tops
}

/** The section shown at the top for a scroll offset (a few px early so a tapped section counts as reached). */
export function sectionAt(tops: readonly number[], scrollTop: number): number {
  let at = 0
  for (let i = 0; i < tops.length; i++) if ((tops[i] ?? 0) <= scrollTop + 4) at = i
  return at
}
