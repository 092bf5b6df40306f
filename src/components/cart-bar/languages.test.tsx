import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setMessages } from '@/i18n'
import en from '@/i18n/en'
import pt from '@/i18n/pt'
import { CartBar, CartPopup } from './index'

const bar = (over: Partial<Parameters<typeof CartBar>[0]> = {}) => (
  <CartBar
    count={2}
    total={4800}
    gapToMin={0}
    minOrder={5000}
    canSubmit
    onOpen={vi.fn()}
    onSubmit={vi.fn()}
    {...over}
  />
)

afterEach(() => setMessages('zh-Hant-MO', {}))

describe('cart bar in English and Portuguese (issue 39)', () => {
  it('English: empty, short of the minimum, ready, closed', () => {
    setMessages('en', en)
    const { rerender } = render(bar({ count: 0, total: 0 }))
    expect(screen.getByText('Cart is empty')).toBeTruthy()
    expect(screen.getByText('Min MOP 50')).toBeTruthy()
    rerender(bar({ gapToMin: 200 }))
    expect(screen.getByText('MOP 2 to min')).toBeTruthy()
    expect(screen.getByLabelText('Cart')).toBeTruthy()
    rerender(bar())
    expect(screen.getByText('Check out')).toBeTruthy()
    rerender(bar({ closed: true }))
    expect(screen.getByText('Closed')).toBeTruthy()
  })

  it('English: the list behind the bar', () => {
    setMessages('en', en)
    render(
      <CartPopup
        open
        lines={[{ key: '1#', name: 'Siu mai', detail: '', amount: 1000, count: 1 }]}
        packFee={200}
        onChange={vi.fn()}
        onClear={vi.fn()}
        onClose={vi.fn()}
      />
    )
    expect(screen.getByText('In your cart')).toBeTruthy()
    expect(screen.getByText('Clear')).toBeTruthy()
    expect(screen.getByText('Packaging')).toBeTruthy()
    expect(screen.getByLabelText('One more Siu mai')).toBeTruthy()
  })

  it('Portuguese: the bar', () => {
    setMessages('pt', pt)
    const { rerender } = render(bar({ count: 0, total: 0 }))
    expect(screen.getByText('Carrinho vazio')).toBeTruthy()
    rerender(bar({ gapToMin: 200 }))
    expect(screen.getByText('Faltam MOP 2')).toBeTruthy()
    rerender(bar())
    expect(screen.getByText('Pagar')).toBeTruthy()
  })
})
