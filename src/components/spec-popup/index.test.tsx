import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type SpecGoods, SpecPopup } from './index'

/** A takeaway goods with SKUs (issue 37 point 1): 大份 / 小份 with their own price and stock. */
const tea = (over: Partial<SpecGoods> = {}): SpecGoods => ({
  id: 7,
  name: '珍珠奶茶',
  image: '',
  price: 2400,
  props: [{ name: '甜度', required: true, multi: false, values: [{ value: '少甜', priceDelta: 0 }] }],
  stock: 21,
  totalStock: 21,
  limitBuy: 0,
  skus: [
    { id: 70, name: '大份', price: 3200, memberPrice: null, stock: 1, soldOut: false },
    { id: 71, name: '小份', price: 2400, memberPrice: null, stock: 20, soldOut: false }
  ],
  ...over
})

const sku = (name: string) => screen.getByRole('radio', { name: new RegExp(name) })
const add = () => screen.getByText(/加入購物車|已售罄/)

describe('spec popup with SKUs', () => {
  it('starts on the first SKU, prices the chosen one and confirms its id with the options', () => {
    const onConfirm = vi.fn()
    render(<SpecPopup open goods={tea()} onClose={vi.fn()} onConfirm={onConfirm} />)
    expect(sku('大份').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('MOP 32')).toBeTruthy()
    fireEvent.click(sku('小份'))
    expect(sku('小份').getAttribute('aria-checked')).toBe('true')
    expect(screen.getByText('MOP 24')).toBeTruthy()
    // a required option group still has to be chosen
    fireEvent.click(add())
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByText('請選擇甜度')).toBeTruthy()
    fireEvent.click(screen.getByText('少甜'))
    expect(screen.getByText('已選：小份 / 少甜')).toBeTruthy()
    fireEvent.click(add())
    expect(onConfirm).toHaveBeenCalledWith([{ name: '甜度', values: [{ value: '少甜' }] }], 1, 71)
  })

  it("a sold-out SKU says 售罄 and cannot be chosen; the quantity stops at the SKU's stock", () => {
    const onConfirm = vi.fn()
    const g = tea({
      skus: [
        { id: 70, name: '大份', price: 3200, memberPrice: null, stock: 0, soldOut: true },
        { id: 71, name: '小份', price: 2400, memberPrice: null, stock: 2, soldOut: false }
      ]
    })
    render(<SpecPopup open goods={g} onClose={vi.fn()} onConfirm={onConfirm} />)
    expect(sku('大份').textContent).toContain('售罄')
    expect(sku('大份').getAttribute('aria-disabled')).toBe('true')
    expect(sku('小份').getAttribute('aria-checked')).toBe('true')
    fireEvent.click(sku('大份'))
    expect(sku('大份').getAttribute('aria-checked')).toBe('false')
    const plus = screen.getByRole('button', { name: /加/ })
    fireEvent.click(plus)
    fireEvent.click(plus)
    fireEvent.click(plus)
    fireEvent.click(screen.getByText('少甜'))
    fireEvent.click(add())
    expect(onConfirm).toHaveBeenLastCalledWith(expect.anything(), 2, 71)
  })

  it('every SKU sold out: 已售罄 and nothing added', () => {
    const onConfirm = vi.fn()
    const g = tea({
      skus: [{ id: 70, name: '大份', price: 3200, memberPrice: null, stock: 0, soldOut: true }]
    })
    render(<SpecPopup open goods={g} onClose={vi.fn()} onConfirm={onConfirm} />)
    fireEvent.click(add())
    expect(add().textContent).toBe('已售罄')
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('a goods without SKUs confirms no SKU id, as before', () => {
    const onConfirm = vi.fn()
    render(<SpecPopup open goods={tea({ skus: undefined })} onClose={vi.fn()} onConfirm={onConfirm} />)
    expect(screen.queryByRole('radiogroup')).toBeNull()
    fireEvent.click(screen.getByText('少甜'))
    fireEvent.click(add())
    expect(onConfirm).toHaveBeenCalledWith([{ name: '甜度', values: [{ value: '少甜' }] }], 1)
  })
})
