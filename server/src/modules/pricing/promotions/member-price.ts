import { mopLabel, type Promotion } from './promotion.js'

/**
 * 會員價: an active god member pays the member price of goods that have one (issue 12). The calculator adds up
 * what member prices take off the lines that can be bought; this takes it off the order, before the other
 * reductions, as one 會員價 line.
 */
export const memberPrice: Promotion = {
  key: 'member-price',
  stage: 'order',
  field: 'discount',
  applies: (ctx) => ctx.godMember === true && (ctx.memberSaving ?? 0) > 0,
  apply: (ctx) => ({
    amount: ctx.memberSaving ?? 0,
    label: (taken) => `會員價（省 ${mopLabel(taken)}）`
  })
}
