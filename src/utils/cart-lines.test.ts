import { describe, expect, it } from 'vitest'
import type { CartCalc, CartItem } from '@/services/cart'
import {
  categoryCounts,
  countOfGoods,
  itemKey,
  lineAmount,
  lineKey,
  missingRequired,
  propsText,
  selectionProps,
  toCartLines,
  toggleValue,
  unitPrice,
  withLineQty
} from './cart-lines'

const size = {
  name: '份量',
  required: true,
  multi: false,
  values: [
    { value: '小份', priceDelta: 0 },
    { value: '大份', priceDelta: 500 }
  ]
}
const extras = {
  name: '加料',
  required: false,
  multi: true,
  values: [
    { value: '芝士', priceDelta: 300 },
    { value: '蛋', priceDelta: 200 }
  ]
}

const item = (over: Partial<CartItem>): CartItem => ({
  cartId: 1,
  goodsId: 1,
  productId: 1,
  itemCount: 1,
  bagNo: 1,
  props: [],
  optType: null,
  name: 'x',
  image: '',
  unitPrice: 100,
  amount: 100,
  stock: 10,
  totalStock: 10,
  limitBuy: 0,
  invalid: null,
  invalidKey: null,
  ...over
})

describe('line identity', () => {
  it('keys lines by the contract rule and shows options as text', () => {
    const a = [
      { name: '份量', values: [{ value: '大份' }] },
      { name: '加料', values: [{ value: '芝士' }, { value: '蛋' }] }
    ]
    expect(itemKey({ goodsId: 7, productId: 7, props: a })).toBe(lineKey({ goodsId: 7, props: a }))
    expect(propsText(a)).toBe('大份 / 芝士,蛋')
  })

  it('withLineQty merges equal lines, appends new ones and removes at 0', () => {
    const big = [{ name: '份量', values: [{ value: '大份' }] }]
    let lines = withLineQty([], { goodsId: 1, itemCount: 1, props: big }, 1)
    lines = withLineQty(
      lines,
      { goodsId: 1, itemCount: 1, props: [{ name: '份量', values: [{ value: '大份' }] }] },
      3
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]?.itemCount).toBe(3)
    lines = withLineQty(lines, { goodsId: 1, itemCount: 1, props: [] }, 2)
    expect(lines).toHaveLength(2)
    expect(countOfGoods(lines, 1)).toBe(5)
    lines = withLineQty(lines, { goodsId: 1, itemCount: 0, props: big }, 0)
    expect(lines).toEqual([{ goodsId: 1, itemCount: 2, props: [] }])
    expect(withLineQty(lines, { goodsId: 9, itemCount: 0, props: [] }, 0)).toEqual(lines)
  })

  it('toCartLines sends back every line of the server answer', () => {
    const calc = {
      cartInfo: [
        {
          bagNo: 1,
          items: [
            item({ goodsId: 1, productId: 1, itemCount: 2 }),
            item({
              goodsId: 2,
              productId: 2,
              itemCount: 1,
              props: [{ name: '份量', values: [{ value: '大份' }] }]
            })
          ]
        }
      ]
    } as unknown as CartCalc
    expect(toCartLines(calc)).toEqual([
      { goodsId: 1, productId: 1, itemCount: 2, props: [], optType: null },
      {
        goodsId: 2,
        productId: 2,
        itemCount: 1,
        props: [{ name: '份量', values: [{ value: '大份' }] }],
        optType: null
      }
    ])
    expect(toCartLines(null)).toEqual([])
  })

  it('categoryCounts sums the goods of each category', () => {
    const lines = [
      { goodsId: 1, itemCount: 2, props: [] },
      { goodsId: 3, itemCount: 4, props: [] }
    ]
    expect(
      categoryCounts(
        [
          { id: 10, goods: [{ id: 1 }, { id: 2 }] },
          { id: 11, goods: [{ id: 3 }] }
        ],
        lines
      )
    ).toEqual({ 10: 2, 11: 4 })
  })
})

describe('option selection', () => {
  it('single groups switch, multi groups toggle, values keep the goods order', () => {
    let sel = toggleValue({}, size, '小份')
    sel = toggleValue(sel, size, '大份')
    expect(sel['份量']).toEqual(['大份'])
    sel = toggleValue(sel, size, '大份')
    expect(sel['份量']).toEqual(['大份'])
    sel = toggleValue(sel, extras, '蛋')
    sel = toggleValue(sel, extras, '芝士')
    expect(sel['加料']).toEqual(['芝士', '蛋'])
    sel = toggleValue(sel, extras, '蛋')
    expect(sel['加料']).toEqual(['芝士'])
  })

  it('required groups must be chosen; price adds the deltas', () => {
    expect(missingRequired([size, extras], {})).toBe('份量')
    const sel = { 份量: ['大份'], 加料: ['芝士', '蛋'] }
    expect(missingRequired([size, extras], sel)).toBeNull()
    expect(unitPrice(2800, [size, extras], sel)).toBe(2800 + 500 + 300 + 200)
    expect(lineAmount(3800, 3)).toBe(11400)
    expect(selectionProps([size, extras], { 份量: ['小份'], 加料: [] })).toEqual([
      { name: '份量', values: [{ value: '小份' }] }
    ])
  })
})
