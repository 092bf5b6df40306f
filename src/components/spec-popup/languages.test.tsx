import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { type SpecGoods, SpecPopup } from './index'

// the dish's own words (name, SKUs, options) come from the server in the reader's language: data, untranslated
const tea: SpecGoods = {
  id: 7,
  name: 'Bubble tea',
  image: '',
  price: 2400,
  props: [{ name: 'Sweetness', required: true, multi: false, values: [{ value: 'Less', priceDelta: 0 }] }],
  stock: 21,
  totalStock: 21,
  limitBuy: 0,
  skus: [
    { id: 70, name: 'Large', price: 3200, memberPrice: null, stock: 0, soldOut: true },
    { id: 71, name: 'Small', price: 2400, memberPrice: null, stock: 20, soldOut: false }
  ]
}

afterEach(() => setMessages('zh-Hant-MO', {}))

describe('spec popup in English and Portuguese (issue 39)', () => {
  it('English: the options heading, a sold-out size, the rule, the hint and the button', () => {
    setMessages('en', en)
    render(<SpecPopup open goods={tea} onClose={vi.fn()} onConfirm={vi.fn()} />)
    expect(screen.getByRole('dialog', { name: 'Options for Bubble tea' })).toBeTruthy()
    expect(screen.getByText('Options')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Large MOP 32 sold out/ })).toBeTruthy()
    expect(screen.getByText('(required)')).toBeTruthy()
    expect(screen.getByLabelText('Close')).toBeTruthy()
    fireEvent.click(screen.getByText('Add to cart'))
    expect(screen.getByText('Please choose Sweetness')).toBeTruthy()
    fireEvent.click(screen.getByText('Less'))
    expect(screen.getByText('Chosen: Small / Less')).toBeTruthy()
  })

  it('Portuguese: the same popup in European Portuguese', () => {
    setMessages('pt', pt)
    render(<SpecPopup open goods={tea} onClose={vi.fn()} onConfirm={vi.fn()} />)
    expect(screen.getByText('Opções')).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Large MOP 32 esgotado/ })).toBeTruthy()
    expect(screen.getByText('(obrigatório)')).toBeTruthy()
    fireEvent.click(screen.getByText('Adicionar ao carrinho'))
    expect(screen.getByText('Escolha Sweetness')).toBeTruthy()
  })
})
