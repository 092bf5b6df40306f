import { describe, expect, it } from 'vitest'
import { actLabel, fullReduction, fullReductionTiers } from './full-reduction.js'
import { promotionContext } from './test-context.js'

const tiers = [
  { type: 'full_reduction', label: '滿50減5', threshold: 5000, reduce: 500 },
  { type: 'full_reduction', label: '滿100減15', threshold: 10000, reduce: 1500 }
]
const at = (goodsAmount: number) => promotionContext({ activities: tiers, goodsAmount, left: goodsAmount })

describe('full reduction', () => {
  it('applies once the threshold is exactly met, not an avo before', () => {
    expect(fullReduction.applies(at(4999))).toBe(false)
    expect(fullReduction.applies(at(5000))).toBe(true)
    expect(fullReduction.apply(at(5000)).amount).toBe(500)
  })

  it('takes the best tier met and names it with what was taken', () => {
    const adj = fullReduction.apply(at(12000))
    expect(adj.amount).toBe(1500)
    expect(adj.label(1500)).toBe('滿減（滿100減15）')
    // clamped by the calculator: the line shows what was really taken
    expect(adj.label(1234)).toBe('滿減（滿100減12.34）')
  })

  it('ignores tiers without a threshold or a reduction, and other activity types', () => {
    const ctx = promotionContext({
      activities: [
        { type: 'full_reduction', label: '', threshold: 0, reduce: 500 },
        { type: 'full_reduction', label: '', threshold: 1000, reduce: 0 },
        { type: 'new_user', label: '', reduce: 800 }
      ]
    })
    expect(fullReduction.applies(ctx)).toBe(false)
  })

  it('chooses the best full-reduction tier met', () => {
    const acts = [
      { type: 'full_reduction', label: '', threshold: 5000, reduce: 500 },
      { type: 'full_reduction', label: '', threshold: 10000, reduce: 1500 }
    ]
    expect(fullReductionTiers(acts, 4999)).toEqual({ best: null, next: { threshold: 5000, reduce: 500 } })
    expect(fullReductionTiers(acts, 5000).best?.reduce).toBe(500)
    expect(fullReductionTiers(acts, 9999).next?.reduce).toBe(1500)
    expect(fullReductionTiers(acts, 12000)).toEqual({ best: { threshold: 10000, reduce: 1500 }, next: null })
  })

  it('prefers the larger reduction when a lower tier reduces more', () => {
    const acts = [
      { type: 'full_reduction', label: '', threshold: 3000, reduce: 1000 },
      { type: 'full_reduction', label: '', threshold: 6000, reduce: 800 }
    ]
    expect(fullReductionTiers(acts, 7000)).toEqual({ best: { threshold: 3000, reduce: 1000 }, next: null })
  })

  it('answers a kept (frozen) list as it answers a fresh one, and a list changed in place by its new tiers', () => {
    const acts = [
      { type: 'full_reduction', label: '', threshold: 10000, reduce: 1500 },
      { type: 'full_reduction', label: '', threshold: 5000, reduce: 500 }
    ]
    const kept = Object.freeze(acts.map((a) => Object.freeze({ ...a })))
    for (const amount of [0, 4999, 5000, 9999, 10000, 20000])
      for (let i = 0; i < 2; i++)
        expect(fullReductionTiers(kept, amount)).toEqual(fullReductionTiers(acts, amount))
    expect(fullReductionTiers(acts, 6000).best).toEqual({ threshold: 5000, reduce: 500 })
    acts[1]!.reduce = 800
    expect(fullReductionTiers(acts, 6000).best).toEqual({ threshold: 5000, reduce: 800 })
    acts.push({ type: 'full_reduction', label: '', threshold: 6000, reduce: 1000 })
    expect(fullReductionTiers(acts, 6000).best).toEqual({ threshold: 6000, reduce: 1000 })
  })

  it('labels the gap to the next tier to the avo', () => {
    // the drift of issue 7: MOP 12.01 short was told "再買MOP 12"
    expect(actLabel(null, { threshold: 5000, reduce: 500 }, 3799)).toBe('再買<em>MOP 12.01</em>減5')
    expect(actLabel({ reduce: 500 }, { threshold: 10000, reduce: 1500 }, 9999)).toBe(
      '已減5，再買<em>MOP 0.01</em>減15'
    )
    expect(actLabel({ reduce: 550 }, { threshold: 10000, reduce: 1500 }, 9990)).toBe(
      '已減5.5，再買<em>MOP 0.1</em>減15'
    )
    expect(actLabel({ reduce: 1500 }, null, 12000)).toBe('已享滿減，減<em>MOP 15</em>')
    expect(actLabel(null, null, 0)).toBe('')
  })
})
