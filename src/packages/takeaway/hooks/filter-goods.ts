import type { Goods, Menu } from '@/services/takeaway'

/** Goods of a loaded menu whose name, description or tags contain every word of the query (case-insensitive). */
export function filterGoods(menu: Menu | null, query: string): Goods[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean)
  if (!menu || words.length === 0) return []
  const seen = new Set<number>()
  const out: Goods[] = []
  for (const c of menu.categories) {
    for (const g of c.goods) {
      if (seen.has(g.id)) continue
      const text = [g.name, g.description, ...g.tags].join(' ').toLowerCase()
      if (words.every((w) => text.includes(w))) {
        seen.add(g.id)
        out.push(g)
      }
    }
  }
  return out
}
