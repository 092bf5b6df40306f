import { describe, expect, it } from 'vitest'
import { transition } from './fsm'
import {
  memberOrderMachine,
  extendMembership,
  freeDeliveryVoucherText,
  growthFromAvos,
  growthToNext,
  levelFor,
  MEMBER_BENEFITS,
  MEMBER_FREE_DELIVERY_VOUCHERS,
  MEMBER_MONTHLY_COUPONS,
  memberPriceText,
  memberSavingOffer
} from './member'

describe('god member rules', () => {
  it('levels 0..5 by growth', () => {
    expect([0, 99, 100, 499, 500, 1500, 4999, 5000, 15000, 99999].map(levelFor)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 5, 5
    ])
    expect(growthToNext(450)).toBe(50)
    expect(growthToNext(20000)).toBeNull()
    expect(growthFromAvos(12_345)).toBe(123)
  })

  it('a renewal starts where the current membership ends', () => {
    const now = 1_000_000
    expect(extendMembership(now, null, 'month')).toBe(now + 31 * 86_400_000)
    expect(extendMembership(now, now + 5, 'month')).toBe(now + 5 + 31 * 86_400_000)
    expect(extendMembership(now, now - 5, 'year')).toBe(now + 366 * 86_400_000)
  })
})

describe('memberSavingOffer', () => {
  it('tells a non-member what member prices would save, and nothing when there is none', () => {
    expect(memberSavingOffer(600)).toBe('開通神會員，本單會員價可省 MOP 6')
    expect(memberSavingOffer(1250)).toBe('開通神會員，本單會員價可省 MOP 12.5')
    expect(memberSavingOffer(0)).toBeNull()
    expect(memberSavingOffer(undefined)).toBeNull()
  })
})

describe('free-delivery vouchers', () => {
  it('are issued monthly beside the coupons and described the same on every page', () => {
    expect(MEMBER_FREE_DELIVERY_VOUCHERS).toHaveLength(4)
    expect(new Set(MEMBER_FREE_DELIVERY_VOUCHERS.map((v) => v.key)).size).toBe(4)
    // keys share the member- prefix the month's grant is listed by, but never a coupon's
    for (const v of MEMBER_FREE_DELIVERY_VOUCHERS) {
      expect(v.key.startsWith('member-')).toBe(true)
      expect(MEMBER_MONTHLY_COUPONS.some((c) => c.key === v.key)).toBe(false)
    }
    expect(freeDeliveryVoucherText(2000)).toBe('免配送費，最高MOP 20')
    expect(MEMBER_BENEFITS.find((b) => b.title === '免配送費券')?.desc).toContain('最高 MOP 20')
  })
})

describe('member price tag', () => {
  it('shows only a member price below the price', () => {
    expect(memberPriceText(3000, 2700)).toBe('會員價 MOP 27')
    expect(memberPriceText(3000, 2750)).toBe('會員價 MOP 27.5')
    expect(memberPriceText(3000, 3000)).toBeNull()
    expect(memberPriceText(3000, null)).toBeNull()
    expect(memberPriceText(3000, undefined)).toBeNull()
  })
})

describe('member order machine', () => {
  it('is paid once or closed unpaid, never paid after closing', () => {
    expect(transition(memberOrderMachine, 'unpaid', 'pay')).toEqual({ ok: true, to: 'paid' })
    expect(transition(memberOrderMachine, 'unpaid', 'expire')).toEqual({ ok: true, to: 'cancelled' })
    const late = transition(memberOrderMachine, 'cancelled', 'pay')
    expect(late.ok ? null : late.refusal.message).toBe('會員訂單已取消，無法支付')
  })
})
