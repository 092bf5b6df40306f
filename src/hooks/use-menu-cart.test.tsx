import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SpecGoods } from '@/components/spec-popup'
import { fake } from '../../tests/setup/taro-fake'
import { type CartAdapter, MULTI_SPEC_MINUS, useMenuCart } from './use-menu-cart'

const plain: SpecGoods = { id: 1, name: '葡撻', image: '', price: 1200, props: [] }
const tea: SpecGoods = {
  id: 2,
  name: '奶茶',
  image: '',
  price: 2000,
  props: [{ name: '甜度', required: true, multi: false, values: [{ value: '少甜', priceDelta: 0 }] }]
}

/** A cart the way the next vertical would plug one in: only the adapter is new. */
function adapter(over: Partial<CartAdapter> = {}): CartAdapter {
  const lines = [
    { key: '2#少甜', name: '奶茶', detail: '少甜', amount: 2000, count: 1 },
    { key: '2#正常', name: '奶茶', detail: '正常', amount: 2000, count: 1 },
    { key: '1#', name: '葡撻', detail: '', amount: 2400, count: 2 }
  ]
  return {
    lines,
    countOf: (id) => lines.filter((l) => l.key.startsWith(`${id}#`)).reduce((n, l) => n + l.count, 0),
    lineKeysOf: (id) => lines.filter((l) => l.key.startsWith(`${id}#`)).map((l) => l.key),
    setLineQty: vi.fn(),
    addGoods: vi.fn(async () => true),
    clear: vi.fn(async () => true),
    clearQuestion: '清空購物車？',
    refusal: null,
    warning: null,
    ...over
  }
}

describe('useMenuCart over any cart adapter', () => {
  it('+ adds a plain goods; a goods with options opens the spec popup and adds what was chosen', async () => {
    const a = adapter()
    const { result } = renderHook(() => useMenuCart(a))
    act(() => result.current.plus(plain))
    expect(a.addGoods).toHaveBeenCalledWith(plain, [], 1)
    act(() => result.current.plus(tea))
    expect(result.current.spec).toBe(tea)
    const props = [{ name: '甜度', values: [{ value: '少甜' }] }]
    await act(() => result.current.confirmSpec(props, 2))
    expect(a.addGoods).toHaveBeenLastCalledWith(tea, props, 2)
    expect(result.current.specOpen).toBe(false)
  })

  it('a goods with SKUs and no options opens the spec popup; the chosen SKU goes to the cart', async () => {
    const a = adapter()
    const cup: SpecGoods = {
      ...plain,
      id: 3,
      skus: [{ id: 30, name: '大份', price: 3200, memberPrice: null, stock: 5, soldOut: false }]
    }
    const { result } = renderHook(() => useMenuCart(a))
    act(() => result.current.plus(cup))
    expect(a.addGoods).not.toHaveBeenCalled()
    expect(result.current.spec).toBe(cup)
    await act(() => result.current.confirmSpec([], 1, 30))
    expect(a.addGoods).toHaveBeenLastCalledWith(cup, [], 1, 30)
  })

  it('− takes one off a single line; with several option lines it opens the cart list instead', () => {
    const a = adapter()
    const { result } = renderHook(() => useMenuCart(a))
    act(() => result.current.minus(plain))
    expect(a.setLineQty).toHaveBeenCalledWith('1#', 1)
    act(() => result.current.minus(tea))
    expect(a.setLineQty).toHaveBeenCalledTimes(1)
    expect(fake.toasts.map((t) => t.title)).toEqual([MULTI_SPEC_MINUS])
    expect(result.current.popup.open).toBe(true)
  })

  it('a cart that refuses edits says why and changes nothing', async () => {
    const a = adapter({ refusal: '房主已鎖定購物車' })
    const { result } = renderHook(() => useMenuCart(a))
    act(() => result.current.plus(plain))
    act(() => result.current.changeLine('1#', 3))
    await act(() => result.current.clear())
    expect(a.addGoods).not.toHaveBeenCalled()
    expect(a.setLineQty).not.toHaveBeenCalled()
    expect(a.clear).not.toHaveBeenCalled()
    expect(result.current.editable).toBe(false)
    expect(fake.toasts.map((t) => t.title)).toEqual(Array(3).fill('房主已鎖定購物車'))
  })

  it('清空 asks first and closes the cart list once cleared', async () => {
    const a = adapter()
    const { result } = renderHook(() => useMenuCart(a))
    act(() => result.current.togglePopup())
    expect(result.current.popup.open).toBe(true)
    await act(() => result.current.clear())
    expect(a.clear).toHaveBeenCalledTimes(1)
    expect(result.current.popup.open).toBe(false)
  })

  it('sold-out goods are not added', () => {
    const a = adapter()
    const { result } = renderHook(() => useMenuCart(a))
    act(() => result.current.plus({ ...plain, soldOut: true }))
    expect(a.addGoods).not.toHaveBeenCalled()
    expect(fake.toasts.map((t) => t.title)).toEqual(['已售罄'])
  })
})
