import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { fake } from '../../../tests/setup/taro-fake'
import { GoodsStepper } from './index'

const tapPlus = (count: number, stock: { stock: number; limitBuy: number }) => {
  render(<GoodsStepper label="Egg tart" count={count} stock={stock} onPlus={vi.fn()} onMinus={vi.fn()} />)
  const buttons = screen.getAllByRole('button')
  fireEvent.click(buttons[buttons.length - 1]!)
  return fake.toasts.map((t) => t.title)
}

describe('GoodsStepper toasts in the reader’s language', () => {
  afterEach(() => setMessages('zh-Hant-MO', {}))

  it('says sold out and the cap in English', () => {
    setMessages('en', en)
    expect(tapPlus(0, { stock: 0, limitBuy: 0 })).toEqual(['Sold out'])
  })

  it('says the cap in English', () => {
    setMessages('en', en)
    expect(tapPlus(3, { stock: 20, limitBuy: 3 })).toEqual(['You can buy at most 3'])
  })

  it('says sold out and the cap in Portuguese', () => {
    setMessages('pt', pt)
    expect(tapPlus(0, { stock: 0, limitBuy: 0 })).toEqual(['Esgotado'])
  })
})
