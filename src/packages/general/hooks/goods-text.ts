import type { GeneralGoods, GeneralKind } from '@lotus/contract/general'
import { formatMop } from '@lotus/contract/money'
import type { WeightPolicy } from '@lotus/contract/weight'
import type { AdultStatus } from '@lotus/contract/age'
import { generalWords } from '../words'

const mop = (a: number) => formatMop(a, { trimZeros: true })
const word = generalWords.word

/** Grams per portion as contract/weight's gramsText words them (1000 g and more in kg), in the reader's language. */
const portionText = (g: number): string =>
  g >= 1000 ? word('facts.unitKg', { kg: Number((g / 1000).toFixed(2)) }) : word('facts.unitG', { g })

/** "MOP 48/500克 · 每份約 2 公斤，按實重結算" for goods sold by weight, else its season/origin line. */
export function factsText(g: GeneralGoods): string {
  const parts: string[] = []
  if (g.sellBy === 'weight' && g.pricePer500g && g.unitGrams) {
    parts.push(word('facts.per500g', { price: mop(g.pricePer500g) }), portionText(g.unitGrams))
  } else if (g.sellBy === 'box') parts.push(word('facts.box'))
  if (g.origin) parts.push(word('facts.origin', { origin: g.origin }))
  if (g.season) parts.push(word('facts.season', { season: g.season }))
  if (g.alcohol) parts.push(word('facts.alcohol'))
  return parts.join(' · ')
}

/** The store's weight rule, whole (its policy: refund the difference, or the store makes up the weight). */
export const weightRuleText = (p: WeightPolicy) =>
  p === 'absorb' ? word('weightRule.absorb') : word('weightRule.refund')

/** A shop's kind by its code (the server's kindText is Chinese). */
export const kindText = (k: GeneralKind) => word(`kind.${k}`)

/** The 18+ rule's message by the customer's status (the server's message is Chinese). */
export const ageMessage = (s: Exclude<AdultStatus, 'adult'>) =>
  s === 'minor' ? word('age.minor') : word('age.undeclared')

/** The goods as the shared menu shows them: the facts line replaces the description. */
export const forMenu = (g: GeneralGoods): GeneralGoods => {
  const facts = factsText(g)
  return facts ? { ...g, description: facts } : g
}
