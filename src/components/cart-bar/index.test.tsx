import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../tests/setup/taro-fake'
import { CartPopup } from './index'

describe('CartPopup', () => {
  const line = (count: number) => ({
    key: '9#',
    name: '燒賣',
    detail: '',
    amount: 1000 * count,
    count,
    stock: { stock: 5, totalStock: 20, limitBuy: 0 }
  })

  it("a line's plus goes up to its total stock and then says why it stops", () => {
    const onChange = vi.fn()
    const { rerender } = render(
      <CartPopup open lines={[line(5)]} onChange={onChange} onClear={vi.fn()} onClose={vi.fn()} />
    )
    fireEvent.click(screen.getByLabelText('增加燒賣'))
    expect(onChange).toHaveBeenLastCalledWith('9#', 6)
    rerender(<CartPopup open lines={[line(20)]} onChange={onChange} onClear={vi.fn()} onClose={vi.fn()} />)
    fireEvent.click(screen.getByLabelText('增加燒賣'))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買20件'])
  })
})
