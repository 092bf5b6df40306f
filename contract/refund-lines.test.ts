import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { can } from './fsm'
import { deliveryMachine } from './order-delivery'
import { pickupMachine } from './order-pickup'
import {
  LINE_REFUND_STATES,
  lineShares,
  quoteLineRefund,
  type LineRefundFacts,
  type LineAsk
} from './refund-lines'

/** A paid order: lines with amounts, a delivery fee, a discount that leaves `total` paid. */
const order = fc
  .record({
    lines: fc.array(
      fc.record({ qty: fc.integer({ min: 1, max: 6 }), unit: fc.integer({ min: 0, max: 20_000 }) }),
      { minLength: 1, maxLength: 6 }
    ),
    deliveryFee: fc.integer({ min: 0, max: 3_000 }),
    discount: fc.integer({ min: 0, max: 50_000 })
  })
  .map(({ lines, deliveryFee, discount }) => {
    const amounts = lines.map((l) => l.qty * l.unit)
    const gross = amounts.reduce((s, a) => s + a, 0) + deliveryFee
    return {
      total: Math.max(0, gross - discount),
      deliveryFee,
      lines: lines.map((l, i) => ({ itemId: i + 1, qty: l.qty, amount: amounts[i]!, refundedQty: 0 }))
    }
  })

/** Refunds the order in the given rounds (each round: a fraction of what is left of each line). */
function refundInRounds(o: Omit<LineRefundFacts, 'refundedAmount' | 'pending'>, rounds: number[][]) {
  const facts: LineRefundFacts = {
    ...o,
    lines: o.lines.map((l) => ({ ...l })),
    refundedAmount: 0,
    pending: false
  }
  const amounts: number[] = []
  for (const round of rounds) {
    const ask: LineAsk[] = facts.lines.map((l, i) => ({
      itemId: l.itemId,
      qty: Math.min(l.qty - l.refundedQty, round[i % round.length] ?? 0)
    }))
    const r = quoteLineRefund(facts, ask)
    if (!r.ok) continue
    amounts.push(r.quote.amount)
    facts.refundedAmount += r.quote.amount
    for (const l of r.quote.lines) {
      const f = facts.lines.find((x) => x.itemId === l.itemId)!
      f.refundedQty += l.qty
    }
  }
  return { facts, amounts }
}

describe('quoteLineRefund: each line its share of what was paid', () => {
  it('shares add up to what was paid for goods, each in proportion, the remainder on the last line', () => {
    expect(lineShares(1_000, 0, [300, 700])).toEqual([300, 700])
    // a 10% discount falls on both lines
    expect(lineShares(900, 0, [300, 700])).toEqual([270, 630])
    // the remainder of the rounding goes to the last line
    expect(lineShares(1_000, 0, [1, 1, 1])).toEqual([333, 333, 334])
    // the delivery fee is not a line's
    expect(lineShares(1_500, 500, [300, 700])).toEqual([300, 700])
  })

  it('some units of one line: their part of the line, no delivery fee', () => {
    const facts: LineRefundFacts = {
      total: 2_300,
      deliveryFee: 500,
      lines: [
        { itemId: 1, qty: 3, amount: 900, refundedQty: 0 },
        { itemId: 2, qty: 1, amount: 1_000, refundedQty: 0 }
      ],
      refundedAmount: 0,
      pending: false
    }
    // goods paid 1 800 of 1 900: line 1's share is 852, one unit of three is 284
    const r = quoteLineRefund(facts, [{ itemId: 1, qty: 1 }])
    expect(r).toEqual({
      ok: true,
      quote: { lines: [{ itemId: 1, qty: 1, amount: 284 }], fee: 0, amount: 284, all: false }
    })
    // everything: the total, delivery fee included
    const all = quoteLineRefund(facts, [
      { itemId: 1, qty: 3 },
      { itemId: 2, qty: 1 }
    ])
    expect(all.ok && all.quote).toMatchObject({ amount: 2_300, fee: 500, all: true })
  })

  it('refuses more units than are left, a line not of the order and an empty ask', () => {
    const facts: LineRefundFacts = {
      total: 1_000,
      deliveryFee: 0,
      lines: [{ itemId: 7, qty: 2, amount: 1_000, refundedQty: 1 }],
      refundedAmount: 500,
      pending: false
    }
    expect(quoteLineRefund(facts, [{ itemId: 7, qty: 2 }]).ok).toBe(false)
    expect(quoteLineRefund(facts, [{ itemId: 8, qty: 1 }]).ok).toBe(false)
    expect(quoteLineRefund(facts, [{ itemId: 7, qty: 0 }]).ok).toBe(false)
    expect(quoteLineRefund(facts, [{ itemId: 7, qty: 1 }])).toMatchObject({
      ok: true,
      quote: { amount: 500 }
    })
  })

  it('property: refunds never add up to more than paid; the whole order gives back exactly the total', () => {
    fc.assert(
      fc.property(
        order,
        fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 6 }), { maxLength: 5 }),
        (o, rounds) => {
          const { facts, amounts } = refundInRounds(o, rounds)
          const sum = amounts.reduce((s, a) => s + a, 0)
          expect(sum).toBeLessThanOrEqual(o.total)
          for (const a of amounts) expect(a).toBeGreaterThanOrEqual(0)
          // then the rest in one refund: everything given back is exactly the total paid
          const rest = quoteLineRefund(
            facts,
            facts.lines.map((l) => ({ itemId: l.itemId, qty: l.qty - l.refundedQty }))
          )
          if (rest.ok) {
            expect(rest.quote.all).toBe(true)
            expect(sum + rest.quote.amount).toBe(o.total)
          } else {
            expect(facts.lines.every((l) => l.refundedQty === l.qty)).toBe(true)
            expect(sum).toBe(o.total)
          }
        }
      )
    )
  })

  it("property: each line's refunds never exceed its paid share; the whole order in one refund is the total", () => {
    fc.assert(
      fc.property(order, fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 1 }), (o, qs) => {
        const shares = lineShares(
          o.total,
          o.deliveryFee,
          o.lines.map((l) => l.amount)
        )
        expect(shares.reduce((s, x) => s + x, 0)).toBe(
          Math.max(0, o.total - Math.min(o.deliveryFee, o.total))
        )
        // one line refunded unit by unit in arbitrary steps: never more than its share
        const facts: LineRefundFacts = {
          ...o,
          lines: o.lines.map((l) => ({ ...l })),
          refundedAmount: 0,
          pending: false
        }
        const given = new Map<number, number>()
        for (const q of qs) {
          const ask = facts.lines.map((l) => ({ itemId: l.itemId, qty: Math.min(q, l.qty - l.refundedQty) }))
          const r = quoteLineRefund(facts, ask)
          if (!r.ok) break
          for (const l of r.quote.lines) {
            given.set(l.itemId, (given.get(l.itemId) ?? 0) + l.amount)
            facts.lines.find((x) => x.itemId === l.itemId)!.refundedQty += l.qty
          }
          facts.refundedAmount += r.quote.amount
        }
        facts.lines.forEach((l, i) => {
          expect(given.get(l.itemId) ?? 0).toBeLessThanOrEqual(shares[i]!)
          if (l.refundedQty === l.qty) expect(given.get(l.itemId)).toBe(shares[i])
        })
        const whole = quoteLineRefund(
          { ...o, refundedAmount: 0, pending: false },
          o.lines.map((l) => ({ itemId: l.itemId, qty: l.qty }))
        )
        expect(whole.ok && whole.quote.amount).toBe(o.total)
      })
    )
  })

  it('the states where lines may be asked are the ones whose machine takes requestLineRefund', () => {
    for (const m of [deliveryMachine, pickupMachine]) {
      for (const st of m.states) {
        expect([st, can(m as never, st as never, 'requestLineRefund' as never)]).toEqual([
          st,
          LINE_REFUND_STATES.includes(st)
        ])
      }
    }
  })
})
