import { MEMBER_DELIVERY_WAIVER } from '@lotus/contract/member'
import { mopLabel, type Promotion } from './promotion.js'

/** 神會員免配送費: a god member does not pay the delivery fee, up to MEMBER_DELIVERY_WAIVER per order. */
export const godMember: Promotion = {
  key: 'god-member',
  stage: 'delivery',
  applies: (ctx) => ctx.godMember === true && ctx.deliveryFee > 0,
  apply: (ctx) => ({
    amount: Math.min(ctx.deliveryFee, MEMBER_DELIVERY_WAIVER),
    label: (taken) => `配送費（神會員減 ${mopLabel(taken)}）`
  })
}
