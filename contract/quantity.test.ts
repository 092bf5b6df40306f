import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { MAX_LINE_QTY, SOLD_OUT_MESSAGE, capQuantity, lineCap, stockCap, capMessage } from './quantity'

describe('capQuantity: the 300 line cap', () => {
  it('is 300', () => {
    expect(MAX_LINE_QTY).toBe(300)
  })

  it('caps at 300 with 最多購買300件 when stock and limit allow more', () => {
    expect(capQuantity(301, { stock: 1000, limitBuy: 0 })).toEqual({ qty: 300, message: '最多購買300件' })
    expect(capQuantity(5000, { stock: 10, totalStock: 9999, limitBuy: 500 })).toEqual({
      qty: 300,
      message: '最多購買300件'
    })
  })

  it('allows exactly 300', () => {
    expect(capQuantity(300, { stock: 1000, limitBuy: 0 })).toEqual({ qty: 300, message: null })
  })

  it('a limitBuy of exactly 300 gives the same 300 message', () => {
    expect(capQuantity(301, { stock: 1000, limitBuy: 300 })).toEqual({ qty: 300, message: '最多購買300件' })
  })
})

describe('capQuantity: limitBuy 0 means total stock', () => {
  it('caps at total stock', () => {
    expect(capQuantity(11, { stock: 3, totalStock: 10, limitBuy: 0 })).toEqual({
      qty: 10,
      message: '最多購買10件'
    })
    expect(capQuantity(10, { stock: 3, totalStock: 10, limitBuy: 0 })).toEqual({ qty: 10, message: null })
  })
})

describe('capQuantity: total stock below limitBuy', () => {
  it('caps at total stock', () => {
    expect(capQuantity(8, { stock: 5, totalStock: 5, limitBuy: 8 })).toEqual({
      qty: 5,
      message: '最多購買5件'
    })
  })
})

describe('capQuantity: otherwise limitBuy', () => {
  it('caps at limitBuy', () => {
    expect(capQuantity(3, { stock: 50, totalStock: 50, limitBuy: 2 })).toEqual({
      qty: 2,
      message: '最多購買2件'
    })
  })

  it('total stock equal to limitBuy caps at that number', () => {
    expect(capQuantity(9, { stock: 7, totalStock: 7, limitBuy: 7 })).toEqual({
      qty: 7,
      message: '最多購買7件'
    })
  })

  it('no message while under the cap', () => {
    expect(capQuantity(2, { stock: 50, limitBuy: 2 })).toEqual({ qty: 2, message: null })
    expect(capQuantity(1, { stock: 50, limitBuy: 2 })).toEqual({ qty: 1, message: null })
  })
})

describe('capQuantity: totalStock falls back to stock', () => {
  it('when undefined', () => {
    expect(capQuantity(20, { stock: 12, limitBuy: 0 })).toEqual({ qty: 12, message: '最多購買12件' })
  })

  it('when null', () => {
    expect(capQuantity(20, { stock: 12, totalStock: null, limitBuy: 0 })).toEqual({
      qty: 12,
      message: '最多購買12件'
    })
  })

  it('but a present totalStock of 0 is used (not the fallback)', () => {
    expect(stockCap({ stock: 12, totalStock: 0, limitBuy: 0 })).toBe(0)
  })
})

describe('capQuantity: edges', () => {
  it('sold out gives qty 0 with 已售罄', () => {
    expect(capQuantity(1, { stock: 0, limitBuy: 0 })).toEqual({ qty: 0, message: SOLD_OUT_MESSAGE })
    expect(capQuantity(1, { stock: 0, limitBuy: 5 })).toEqual({ qty: 0, message: '已售罄' })
  })

  it('wanting 0 or less gives 0 and no message, even when sold out', () => {
    expect(capQuantity(0, { stock: 5, limitBuy: 0 })).toEqual({ qty: 0, message: null })
    expect(capQuantity(-3, { stock: 5, limitBuy: 0 })).toEqual({ qty: 0, message: null })
    expect(capQuantity(0, { stock: 0, limitBuy: 0 })).toEqual({ qty: 0, message: null })
  })

  it('floors non-integers (want and stock numbers)', () => {
    expect(capQuantity(2.9, { stock: 10, limitBuy: 0 })).toEqual({ qty: 2, message: null })
    expect(capQuantity(0.5, { stock: 10, limitBuy: 0 })).toEqual({ qty: 0, message: null })
    expect(capQuantity(9, { stock: 4.7, limitBuy: 0 })).toEqual({ qty: 4, message: '最多購買4件' })
  })

  it('treats NaN/Infinity want as nothing and bad stock as 0', () => {
    expect(capQuantity(Number.NaN, { stock: 10, limitBuy: 0 })).toEqual({ qty: 0, message: null })
    expect(capQuantity(Number.POSITIVE_INFINITY, { stock: 10, limitBuy: 0 })).toEqual({
      qty: 0,
      message: null
    })
    expect(capQuantity(2, { stock: Number.NaN, limitBuy: 0 })).toEqual({ qty: 0, message: '已售罄' })
    expect(capQuantity(2, { stock: -4, limitBuy: 0 })).toEqual({ qty: 0, message: '已售罄' })
  })

  it('a negative limitBuy means no limit', () => {
    expect(capQuantity(9, { stock: 5, limitBuy: -1 })).toEqual({ qty: 5, message: '最多購買5件' })
  })

  it('lineCap and capMessage', () => {
    expect(lineCap({ stock: 1000, limitBuy: 0 })).toBe(300)
    expect(lineCap({ stock: 1000, limitBuy: 20 })).toBe(20)
    expect(capMessage(12)).toBe('最多購買12件')
  })
})

describe('capQuantity: properties', () => {
  const stockArb = fc.record({
    stock: fc.integer({ min: 0, max: 2000 }),
    totalStock: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: undefined }),
    limitBuy: fc.integer({ min: 0, max: 500 })
  })

  it('never exceeds any cap, is a non-negative integer, and never exceeds the want', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 5000 }), stockArb, (want, info) => {
        const { qty, message } = capQuantity(want, info)
        const total = info.totalStock ?? info.stock
        expect(Number.isInteger(qty)).toBe(true)
        expect(qty).toBeGreaterThanOrEqual(0)
        expect(qty).toBeLessThanOrEqual(MAX_LINE_QTY)
        expect(qty).toBeLessThanOrEqual(total)
        if (info.limitBuy > 0) expect(qty).toBeLessThanOrEqual(info.limitBuy)
        expect(qty).toBeLessThanOrEqual(Math.max(0, want))
        // a message appears exactly when the want was cut
        expect(message !== null).toBe(want > 0 && qty < want)
        if (message !== null && qty > 0) expect(message).toBe(`最多購買${qty}件`)
      })
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), stockArb, (want, info) => {
        const once = capQuantity(want, info).qty
        expect(capQuantity(once, info).qty).toBe(once)
      })
    )
  })
})
