import { describe, expect, it } from 'vitest'
import { parseMemberConfig, planPerDay, planSaving } from './member-config'

const seed = {
  name: '神會員',
  tiers: [
    { id: 'month', name: '月卡', days: 31, price: 1500, originalPrice: 2000 },
    { id: 'year', name: '年卡', days: 366, price: 12800, originalPrice: 24000 }
  ],
  benefits: [{ icon: 'coupon', title: '每月外賣紅包', desc: '每月 4 張 MOP 5 無門檻紅包' }],
  rules: '會員自開通日起計，到期不自動續費。'
}

describe('member config', () => {
  it('reads the server seed', () => {
    const c = parseMemberConfig(seed)!
    expect(c.plans.map((p) => p.id)).toEqual(['month', 'year'])
    expect(c.plans[0]).toEqual({ id: 'month', name: '月卡', days: 31, price: 1500, originalPrice: 2000 })
    expect(c.benefits).toHaveLength(1)
    expect(c.rules).toContain('到期不自動續費')
  })

  it('drops malformed plans and benefits, and an original price that is not higher', () => {
    const c = parseMemberConfig({
      tiers: [
        { id: 'a', name: 'A', days: 30, price: 12.5 },
        { name: 'no id', days: 1, price: 1 },
        { id: 'b', name: 'B', days: 30, price: 900, originalPrice: 900 }
      ],
      benefits: [{ desc: 'no title' }, 3]
    })!
    expect(c.name).toBe('神會員')
    expect(c.plans).toEqual([{ id: 'b', name: 'B', days: 30, price: 900, originalPrice: null }])
    expect(c.benefits).toEqual([])
    expect(parseMemberConfig(undefined)).toBeNull()
  })

  it('saving and per-day price in avos', () => {
    const [month, year] = parseMemberConfig(seed)!.plans
    expect(planSaving(month!)).toBe(500)
    expect(planPerDay(month!)).toBe(49) // 1500 / 31 = 48.4 → 49
    expect(planPerDay(year!)).toBe(35) // 12800 / 366 = 34.97 → 35
    expect(planSaving({ ...month!, originalPrice: null })).toBe(0)
  })
})
