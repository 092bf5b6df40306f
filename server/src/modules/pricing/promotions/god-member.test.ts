import { describe, expect, it } from 'vitest'
import { godMember } from './god-member.js'
import { promotionContext } from './test-context.js'

describe('god member delivery waiver', () => {
  it('waives the delivery fee of a member up to MOP 5', () => {
    expect(godMember.applies(promotionContext({ deliveryFee: 300 }))).toBe(false)
    const member = promotionContext({ deliveryFee: 300, godMember: true })
    expect(godMember.applies(member)).toBe(true)
    expect(godMember.apply(member).amount).toBe(300)
    const dear = promotionContext({ deliveryFee: 900, godMember: true })
    expect(godMember.apply(dear).amount).toBe(500)
    expect(godMember.apply(dear).label(500)).toBe('配送費（神會員減 5）')
    expect(godMember.applies(promotionContext({ deliveryFee: 0, godMember: true }))).toBe(false)
  })
})
