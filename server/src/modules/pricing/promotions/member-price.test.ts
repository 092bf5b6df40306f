import { describe, expect, it } from 'vitest'
import { memberPrice } from './member-price.js'
import { promotionContext } from './test-context.js'

describe('member price', () => {
  it('takes what member prices save off a god member’s order, labelled 會員價', () => {
    const member = promotionContext({ godMember: true, memberSaving: 1200 })
    expect(memberPrice.applies(member)).toBe(true)
    expect(memberPrice.apply(member).amount).toBe(1200)
    expect(memberPrice.apply(member).label(1200)).toBe('會員價（省 12）')
    expect(memberPrice.apply(member).label(1250)).toBe('會員價（省 12.5）')
  })

  it('does nothing for a non-member or a cart without member prices', () => {
    expect(memberPrice.applies(promotionContext({ memberSaving: 1200 }))).toBe(false)
    expect(memberPrice.applies(promotionContext({ godMember: true, memberSaving: 0 }))).toBe(false)
    expect(memberPrice.applies(promotionContext({ godMember: true }))).toBe(false)
  })
})
