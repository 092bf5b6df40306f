import type { GeneralGoods } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'
import { gramsText, WEIGHT_POLICY_TEXT, type WeightPolicy } from '@lotus/contract/weight'

const mop = (a: number) => formatMop(a, { trimZeros: true })

/** "MOP 48/500克 · 每份約 2 公斤（預估）" for goods sold by weight, else its season/origin line. */
export function factsText(g: GeneralGoods): string {
  const parts: string[] = []
  if (g.sellBy === 'weight' && g.pricePer500g && g.unitGrams) {
    parts.push(`${mop(g.pricePer500g)}/500克`, `每份${gramsText(g.unitGrams)}，按實重結算`)
  } else if (g.sellBy === 'box') parts.push('按盒')
  if (g.origin) parts.push(`產地 ${g.origin}`)
  if (g.season) parts.push(`${g.season}當造`)
  if (g.alcohol) parts.push('酒類 18+')
  return parts.join(' · ')
}

export const policyText = (p: WeightPolicy) => WEIGHT_POLICY_TEXT[p]

/** The goods as the shared menu shows them: the facts line replaces the description. */
export const forMenu = (g: GeneralGoods): GeneralGoods => {
  const facts = factsText(g)
  return facts ? { ...g, description: facts } : g
}
