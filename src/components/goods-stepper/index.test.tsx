import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fake } from '../../../tests/setup/taro-fake'
import { GoodsStepper } from './index'

const setup = (count: number, stock?: { stock: number; totalStock?: number; limitBuy: number }, min = 0) => {
  const onPlus = vi.fn()
  const onMinus = vi.fn()
  render(
    <GoodsStepper label="葡撻" count={count} stock={stock} min={min} onPlus={onPlus} onMinus={onMinus} />
  )
  return { onPlus, onMinus, plus: screen.getByLabelText('增加葡撻') }
}

describe('GoodsStepper', () => {
  it('goes past the momentary stock up to the total stock when there is no per-user limit', () => {
    const { onPlus, plus } = setup(5, { stock: 5, totalStock: 20, limitBuy: 0 })
    fireEvent.click(plus)
    expect(onPlus).toHaveBeenCalledTimes(1)
    expect(fake.toasts).toEqual([])
  })

  it('stops at the cap and says why instead of asking for more', () => {
    const { onPlus, plus } = setup(3, { stock: 20, totalStock: 20, limitBuy: 3 })
    expect(plus.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(plus)
    expect(onPlus).not.toHaveBeenCalled()
    expect(fake.toasts.map((t) => t.title)).toEqual(['最多購買3件'])
  })

  it('says 已售罄 when nothing is left', () => {
    const { onPlus, plus } = setup(0, { stock: 0, totalStock: 0, limitBuy: 0 })
    fireEvent.click(plus)
    expect(onPlus).not.toHaveBeenCalled()
    expect(fake.toasts.map((t) => t.title)).toEqual(['已售罄'])
  })

  it('shows no minus before the goods is in the cart', () => {
    setup(0)
    expect(screen.queryByLabelText('減少葡撻')).toBeNull()
  })

  it('a quantity picker does not go below its minimum', () => {
    const { onMinus } = setup(1, undefined, 1)
    fireEvent.click(screen.getByLabelText('減少葡撻'))
    expect(onMinus).not.toHaveBeenCalled()
  })

  it('the minus takes one off', () => {
    const { onMinus } = setup(2)
    fireEvent.click(screen.getByLabelText('減少葡撻'))
    expect(onMinus).toHaveBeenCalledTimes(1)
  })
})
