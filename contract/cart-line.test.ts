import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { type CartLine, joinedValues, lineKey, mergeCartLine, sameEntry } from './cart-line'

const line = (
  goodsId: number,
  props: CartLine['props'] = [],
  itemCount = 1,
  productId?: number
): CartLine => ({
  goodsId,
  ...(productId === undefined ? {} : { productId }),
  itemCount,
  props
})

describe('the spec §4 merge rule', () => {
  it('the same choice is the same line whatever order the groups and values come in', () => {
    const a = [
      { name: '份量', values: [{ value: '大份' }] },
      { name: '加料', values: [{ value: '芝士' }, { value: '蛋' }] }
    ]
    const b = [
      { name: '加料', values: [{ value: '蛋' }, { value: '芝士' }] },
      { name: '份量', values: [{ value: '大份' }] }
    ]
    expect(lineKey(line(7, a))).toBe(lineKey(line(7, b)))
    expect(mergeCartLine([line(7, a, 1)], line(7, b, 3))).toEqual([{ ...line(7, a, 3), optType: undefined }])
  })

  // Drift: the app keyed on goodsId, so two SKUs of one goods (500 g / 1 kg) collapsed into one line.
  it('keys on the product (SKU): two specs of one goods are two lines', () => {
    const half = line(5, [], 1, 501)
    const kilo = line(5, [], 2, 502)
    expect(sameEntry(half, kilo)).toBe(false)
    expect(mergeCartLine([half], kilo)).toHaveLength(2)
    // productId falls back to goodsId
    expect(sameEntry(line(5), line(5, [], 4, 5))).toBe(true)
  })

  // Drift: the server joined every value with ',' across groups, so 加料: 芝士,蛋 equalled 加料: 芝士 + 醬: 蛋.
  it('keeps option groups apart', () => {
    const oneGroup = [{ name: '加料', values: [{ value: '芝士' }, { value: '蛋' }] }]
    const twoGroups = [
      { name: '加料', values: [{ value: '芝士' }] },
      { name: '醬', values: [{ value: '蛋' }] }
    ]
    expect(sameEntry(line(1, oneGroup), line(1, twoGroups))).toBe(false)
    expect(joinedValues(oneGroup)).toBe('芝士,蛋'.split(',').sort().join(','))
  })

  it('an empty group counts as no group; 0 removes the entry', () => {
    expect(sameEntry(line(1, [{ name: '加料', values: [] }]), line(1))).toBe(true)
    expect(mergeCartLine([line(1, [], 2), line(2)], line(1, [], 0))).toEqual([line(2)])
    expect(mergeCartLine([line(2)], line(3, [], 0))).toEqual([line(2)])
  })

  const props = fc.array(
    fc.record({
      name: fc.constantFrom('份量', '甜度', '加料'),
      values: fc.uniqueArray(
        fc.constantFrom('大', '小', '少冰', '走甜', '芝士').map((value) => ({ value })),
        {
          selector: (v) => v.value,
          maxLength: 3
        }
      )
    }),
    { maxLength: 3 }
  )
  const arbLine = fc.record({
    goodsId: fc.integer({ min: 1, max: 3 }),
    productId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    itemCount: fc.integer({ min: 0, max: 5 }),
    props
  })

  it('never holds two equal entries, and an edit touches only its own entry', () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 12 }), arbLine, (seq, added) => {
        let cart: CartLine[] = []
        for (const l of seq) cart = mergeCartLine(cart, l)
        const keys = cart.map(lineKey)
        expect(new Set(keys).size).toBe(keys.length)
        const next = mergeCartLine(cart, added)
        const found = next.filter((l) => sameEntry(l, added))
        expect(found.length).toBe(added.itemCount > 0 ? 1 : 0)
        if (added.itemCount > 0) expect(found[0]?.itemCount).toBe(added.itemCount)
        expect(next.filter((l) => !sameEntry(l, added))).toEqual(cart.filter((l) => !sameEntry(l, added)))
      })
    )
  })
})
