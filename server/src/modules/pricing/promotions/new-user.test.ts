import { describe, expect, it } from 'vitest'
import { newUser } from './new-user.js'
import { promotionContext } from './test-context.js'

const offer = { type: 'new_user', label: '新客立減8元', reduce: 800 }

describe('new user', () => {
  it('reduces a first order by the offer, under its own label', () => {
    const ctx = promotionContext({ activities: [offer] })
    expect(newUser.applies(ctx)).toBe(true)
    const adj = newUser.apply(ctx)
    expect(adj.amount).toBe(800)
    expect(adj.label(800)).toBe('新客立減8元')
  })

  it('does not apply to a user with a completed order', () => {
    expect(newUser.applies(promotionContext({ activities: [offer], hasCompletedOrder: true }))).toBe(false)
  })

  it('does not apply to a cart with nothing to buy', () => {
    expect(newUser.applies(promotionContext({ activities: [offer], validCount: 0, goodsAmount: 0 }))).toBe(
      false
    )
  })

  it('ignores an offer without a reduction', () => {
    expect(newUser.applies(promotionContext({ activities: [{ ...offer, reduce: 0 }] }))).toBe(false)
  })
})
